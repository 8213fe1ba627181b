import ObjectRuntime
import SwizzledKVO
import Testing

@Test func observedObjectMovesToPrefixedSubclassThatHidesItself() {
  let message = Message()
  let original = object_getClass(message)

  message.addObserver(Observer(), forKey: "text") { _, _, _, _ in }

  let subclass = object_getClass(message)
  #expect(subclass.name == "SwizzledKVOClassPrefix_Message")
  #expect(subclass.superclass === original)
  #expect(message.reportedClass === original)
  #expect(message.description.hasPrefix("<Message: 0x"))
}

@Test func prefixedSubclassIsMadeOncePerClassAndShared() {
  let first = Message()
  let second = Message()

  first.addObserver(Observer(), forKey: "text") { _, _, _, _ in }
  second.addObserver(Observer(), forKey: "title") { _, _, _, _ in }

  #expect(object_getClass(first) === object_getClass(second))
  #expect(objc_getClass("SwizzledKVOClassPrefix_Message") === object_getClass(first))
}

@Test func setterOverrideIsAddedWhenOnlyTheOriginalClassHasTheSetter() {
  let message = Message()
  let original = object_getClass(message)

  message.addObserver(Observer(), forKey: "text") { _, _, _, _ in }

  #expect(original.ownMethod(.setter(forKey: "text")) != nil)
  #expect(object_getClass(message).ownMethod(.setter(forKey: "text")) != nil)
}

@Test func setterOverrideIsNotAddedOverTheSubclassesOwnMethod() {
  let draft = Draft()
  draft.addObserver(Observer(), forKey: "text") { _, _, _, _ in }
  let subclass = object_getClass(draft)
  let calls = Locked<[String?]>([])
  subclass.replaceMethod(.setter(forKey: "body")) { _, _, arguments in
    calls.withLock { $0.append(arguments.first as? String) }
    return nil
  }

  draft.addObserver(Observer(), forKey: "body") { _, _, _, _ in }
  draft.addObserver(Observer(), forKey: "body") { _, _, _, _ in }
  draft.body = "kept"

  #expect(calls.withLock { $0 } == ["kept"])
  #expect(draft.body == nil)
}
