import ObjectRuntime
import Testing

@Suite struct ClassPointerTests {
  @Test func dispatchReadsTheClassPointer() {
    let message = Note()
    let loud = ClassRegistry.shared.allocateClassPair(
      superclass: object_getClass(message), name: "LoudMessage")!
    loud.addMethod("text") { receiver, _, _ in
      (receiver.sendSuper(from: loud, "text") as? String)?.uppercased()
    }
    loud.registerClassPair()
    message.text = "hello"

    object_setClass(message, loud)

    #expect(message.text == "HELLO")
    #expect(object_getClass(message) === loud)
  }

  @Test func classIsAMessageASubclassCanAnswerDifferently() {
    let message = Note()
    let original = object_getClass(message)
    let hidden = ClassRegistry.shared.allocateClassPair(
      superclass: original, name: "HiddenMessage")!
    hidden.addMethod("class") { _, _, _ in original }
    hidden.registerClassPair()

    object_setClass(message, hidden)

    #expect(object_getClass(message).name == "HiddenMessage")
    #expect(message.reportedClass.name == "Note")
    #expect(message.description.hasPrefix("<Note: 0x"))
  }

  @Test func settingTheClassBackRestoresTheOriginalBehaviour() {
    let message = Note()
    let original = object_getClass(message)
    let silent = ClassRegistry.shared.allocateClassPair(
      superclass: original, name: "SilentMessage")!
    silent.addMethod("setText:") { _, _, _ in nil }
    silent.registerClassPair()

    object_setClass(message, silent)
    message.text = "ignored"
    let previous = object_setClass(message, original)
    message.text = "kept"

    #expect(previous === silent)
    #expect(message.text == "kept")
  }

  @Test func anUnknownSelectorRaises() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      Note().send("shout")
    }
    #expect(
      standardError(of: result).contains(
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[Note shout]: unrecognized selector sent to instance 0x"
      ))
  }
}
