import ObjectRuntime
import RawKVO
import Testing

@Suite struct DependentKeyTests {
  @Test func aChangeToAnAffectingKeyNotifiesTheDependentKey() {
    let person = Person()
    person.firstName = "Ada"
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "fullName", options: [.old, .new])

    person.lastName = "Lovelace"

    #expect(observer.notifications.count == 1)
    #expect(observer.notifications[0].keyPath == "fullName")
    #expect(observer.notifications[0].old as? String == "Ada ")
    #expect(observer.notifications[0].new as? String == "Ada Lovelace")
    person.removeObserver(observer, forKeyPath: "fullName")
  }

  @Test func cyclicDependenciesDoNotLoop() {
    let loop = Loop()
    let observer = RecordingObserver()
    loop.addObserver(observer, forKeyPath: "ping")

    loop.pong = 1

    #expect(observer.notifications.count == 1)
    loop.removeObserver(observer, forKeyPath: "ping")
  }

  @Test func affectingKeyPathsMayCrossObjects() {
    let person = Person()
    person.address = Address()
    let label = Label()
    label.person = person
    let observer = RecordingObserver()
    label.addObserver(observer, forKeyPath: "text", options: [.new])

    person.address?.street = "Baker Street"

    #expect(observer.notifications.map { $0.new as? String } == ["Baker Street"])
    label.removeObserver(observer, forKeyPath: "text")
  }
}

/// Two keys that each affect the other.
final class Loop: RuntimeObject {
  @Property var ping = 0
  @Property var pong = 0

  override class func keyPathsForValuesAffectingValue(forKey key: String) -> Set<String> {
    switch key {
    case "ping": ["pong"]
    case "pong": ["ping"]
    default: []
    }
  }
}

/// A label whose text depends on a key path through another object.
final class Label: RuntimeObject {
  @Property var person: Person?
  @Derived({ (label: Label) in label.person?.address?.street ?? "" })
  var text: String

  override class func keyPathsForValuesAffectingValue(forKey key: String) -> Set<String> {
    key == "text" ? ["person.address.street"] : []
  }
}
