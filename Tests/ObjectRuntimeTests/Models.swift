import ObjectRuntime

/// A chat message: the model the prologue's tests use.
final class Message: RuntimeObject {
  @Property var text: String?
  @Property var likes = 0
  @Weak var author: Author?
  @Ivar var draft = false
}

/// The author of a message, referred to weakly.
final class Author: RuntimeObject {
  @Property var name = ""
}

/// A person with a computed property, for key-value coding.
class Person: RuntimeObject {
  @Property var firstName = ""
  @Property var lastName = ""
  @Property var isActive = false
  @Derived({ (person: Person) in "\(person.firstName) \(person.lastName)" })
  var fullName: String
}

/// A subclass, to see the class chain and inherited properties.
final class Employee: Person {
  @Property var employer: String?
}
