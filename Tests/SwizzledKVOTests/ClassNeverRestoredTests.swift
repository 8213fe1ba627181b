import ObjectRuntime
import Testing

@testable import SwizzledKVO

@Test func classIsNeverRestoredAfterTheLastObserverLeaves() {
  let message = Message()
  let original = object_getClass(message)
  let observer = Observer()
  message.addObserver(observer, forKey: "text") { _, _, _, _ in }

  message.removeObserver(observer, forKey: "text")

  #expect(ObservationRecords.existing(for: message)?.records.isEmpty == true)
  #expect(object_getClass(message) !== original)
  #expect(object_getClass(message).name == "SwizzledKVOClassPrefix_Message")
  #expect(object_getClass(message).ownMethod(.setter(forKey: "text")) != nil)
}
