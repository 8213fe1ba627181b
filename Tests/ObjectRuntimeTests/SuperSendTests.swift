import ObjectRuntime
import Testing

@Suite struct SuperSendTests {
  @Test func superSendStartsAtTheSuperclassOfTheGivenClass() {
    let message = Note()
    let middle = ClassRegistry.shared.allocateClassPair(
      superclass: object_getClass(message), name: "QuotedMessage")!
    middle.addMethod("text") { receiver, _, _ in
      "“\(receiver.sendSuper(from: middle, "text") as? String ?? "")”"
    }
    middle.registerClassPair()
    let top = ClassRegistry.shared.allocateClassPair(superclass: middle, name: "ShoutedMessage")!
    top.addMethod("text") { receiver, _, _ in
      (receiver.sendSuper(from: top, "text") as? String)?.uppercased()
    }
    top.registerClassPair()
    message.text = "hi"

    object_setClass(message, top)

    #expect(message.text == "“HI”")
  }

  @Test func aSetterMadeAtRunTimeNeverSeesAnAssignmentToPlainStorage() {
    let note = Note()
    let heard = Locked<[String]>([])
    let listening = ClassRegistry.shared.allocateClassPair(
      superclass: object_getClass(note), name: "ListeningNote")!
    listening.addMethod("setDraft:") { _, selector, _ in
      heard.withLock { $0.append("\(selector)") }
      return nil
    }
    listening.registerClassPair()
    object_setClass(note, listening)

    note.draft = true

    #expect(heard.withLock { $0 }.isEmpty)
    #expect(note.draft == true)
    #expect(object_getClass(note) === listening)
  }

  @Test func anOverridingSetterSeesAnOrdinarySwiftAssignment() {
    let message = Note()
    let log = Locked<[String]>([])
    let logging = ClassRegistry.shared.allocateClassPair(
      superclass: object_getClass(message), name: "LoggingMessage")!
    logging.addMethod("setText:") { receiver, selector, arguments in
      log.withLock { $0.append("\(selector) \(arguments[0] as? String ?? "nil")") }
      return receiver.sendSuper(from: logging, selector, arguments: arguments)
    }
    logging.registerClassPair()
    object_setClass(message, logging)

    message.text = "hello"

    #expect(log.withLock { $0 } == ["setText: hello"])
    #expect(message.text == "hello")
  }
}
