import ObjectRuntime
import Testing

@Suite struct KeyValueCodingTests {
  @Test func valueForKeyFindsTheGetter() {
    let message = Note()
    message.text = "hello"

    #expect(message.value(forKey: "text") as? String == "hello")
  }

  @Test func valueForKeyTriesTheIsGetter() {
    let contact = Contact()
    contact.isActive = true

    #expect(contact.value(forKey: "active") as? Bool == true)
  }

  @Test func valueForKeyTriesTheGetPrefixedGetterFirst() {
    let note = Note()
    note.text = "plain"
    let withGetter = ClassRegistry.shared.allocateClassPair(
      superclass: object_getClass(note), name: "GetTextNote")!
    withGetter.addMethod("getText") { _, _, _ in "from getText" }
    withGetter.registerClassPair()
    object_setClass(note, withGetter)

    #expect(note.value(forKey: "text") as? String == "from getText")
    #expect(note.text == "plain")
  }

  @Test func setValueForKeyUsesTheSetter() {
    let message = Note()

    message.setValue("set by key", forKey: "text")

    #expect(message.text == "set by key")
  }

  @Test func withoutAccessorsKeyValueCodingReachesTheStorageDirectly() {
    let message = Note()

    message.setValue(true, forKey: "draft")

    #expect(message.draft)
    #expect(message.value(forKey: "draft") as? Bool == true)
  }

  @Test func directAccessCanBeTurnedOff() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Vault().value(forKey: "secret")
    }
    #expect(
      standardError(of: result).contains(
        "*** Terminating app due to uncaught exception 'NSUnknownKeyException', reason: '[<Vault 0x"
      ))
    #expect(
      standardError(of: result).contains(
        " valueForUndefinedKey:]: this class is not key value coding-compliant for the key secret.'"
      ))
  }

  @Test func anUndefinedKeyRaisesNSUnknownKeyException() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = Note().value(forKey: "font")
    }
    let output = standardError(of: result)
    #expect(
      output.contains(
        "*** Terminating app due to uncaught exception 'NSUnknownKeyException', reason: '[<Note 0x"
      ))
    #expect(
      output.contains(
        " valueForUndefinedKey:]: this class is not key value coding-compliant for the key font.'"))
  }

  @Test func settingAnUndefinedKeyRaisesNSUnknownKeyException() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      Note().setValue(12, forKey: "font")
    }
    #expect(
      standardError(of: result).contains(
        " setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key font.'"
      ))
  }

  @Test func settingNilOnANonOptionalRaisesUnlessTheClassHandlesIt() async {
    let lenient = Lenient()
    lenient.count = 5
    lenient.setValue(nil, forKey: "count")
    #expect(lenient.count == 0)

    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      Note().setValue(nil, forKey: "likes")
    }
    #expect(
      standardError(of: result).contains(
        "setNilValueForKey]: could not set nil as the value for the key likes.'"))
  }

  @Test func aSubclassCanAnswerUndefinedKeys() {
    let lenient = Lenient()

    #expect(lenient.value(forKey: "colour") as? String == "default")
    #expect(lenient.unknownKeysSeen == ["colour"])
  }

  @Test func keyPathsWalkThroughObjects() {
    let message = Note()
    let author = Author()
    author.name = "Ada"
    message.author = author

    #expect(message.value(forKeyPath: "author.name") as? String == "Ada")
    message.setValue("Grace", forKeyPath: "author.name")
    #expect(author.name == "Grace")
  }

  @Test func aNilAlongTheKeyPathGivesNil() {
    let message = Note()

    #expect(message.value(forKeyPath: "author.name") == nil)
    message.setValue("nobody", forKeyPath: "author.name")
  }
}
