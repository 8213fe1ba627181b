import ObjectRuntime
import Testing

@Suite struct PropertyDispatchTests {
  @Test func readingAPropertySendsItsGetter() {
    let message = Note()
    message.text = "stored"
    let answering = ClassRegistry.shared.allocateClassPair(
      superclass: object_getClass(message), name: "AnsweringMessage")!
    answering.addMethod("text") { _, _, _ in "from the getter" }
    answering.registerClassPair()

    object_setClass(message, answering)

    #expect(message.text == "from the getter")
    #expect(message.value(forKey: "text") as? String == "from the getter")
  }

  @Test func propertiesAnswerMessagesAndSwiftSyntaxAlike() {
    let message = Note()

    message.send("setLikes:", 7)
    message.text = "typed"

    #expect(message.likes == 7)
    #expect(message.send("text") as? String == "typed")
  }

  @Test func anEmptyOptionalTravelsAsNil() {
    let message = Note()
    message.text = nil

    #expect(message.send("text") == nil)
    #expect(message.value(forKey: "text") == nil)
  }

  @Test func aWeakPropertyDoesNotKeepItsValueAlive() {
    let message = Note()
    do {
      let author = Author()
      message.author = author
      #expect(message.author === author)
    }
    #expect(message.author == nil)
  }

  @Test func derivedPropertiesAreReadThroughTheirGetter() {
    let employee = Employee()
    employee.firstName = "Grace"
    employee.lastName = "Hopper"

    #expect(employee.fullName == "Grace Hopper")
    #expect(employee.send("fullName") as? String == "Grace Hopper")
    #expect(!employee.responds(to: "setFullName:"))
  }

  @Test func anInstanceVariableHasNoAccessorMethods() {
    let message = Note()

    message.draft = true

    #expect(!message.responds(to: "draft"))
    #expect(!message.responds(to: "setDraft:"))
    #expect(message.draft)
  }
}
