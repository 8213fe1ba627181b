import ObjectRuntime
import Testing

@testable import SwizzledKVO

@Test(.timeLimit(.minutes(1))) func blockReceivesObjectKeyOldValueAndNewValue() async {
  let message = Message()
  message.text = "draft"
  let deliveries = Deliveries()
  message.addObserver(Observer(), forKey: "text", withBlock: deliveries.block)

  deliveries.expect(1)
  message.text = "sent"

  let calls = await deliveries.arrived()
  #expect(calls.count == 1)
  #expect(calls.first?.object === message)
  #expect(calls.first?.key == "text")
  #expect(calls.first?.old == "draft")
  #expect(calls.first?.new == "sent")
}

@Test(.timeLimit(.minutes(1))) func setterReadsOldValueCallsOriginalThenRunsBlocks() async {
  let message = Message()
  message.text = "draft"
  let deliveries = Deliveries()
  let storedWhenBlockRan = Locked<[String?]>([])
  message.addObserver(Observer(), forKey: "text") { object, key, old, new in
    storedWhenBlockRan.withLock { $0.append((object as? Message)?.text) }
    deliveries.record(Call(object: object, key: key, oldValue: old, newValue: new))
  }

  deliveries.expect(1)
  message.text = "sent"

  let calls = await deliveries.arrived()
  #expect(object_getClass(message).ownMethod(.setter(forKey: "text")) != nil)
  #expect(calls.first?.old == "draft")
  #expect(calls.first?.new == "sent")
  #expect(storedWhenBlockRan.withLock { $0 } == ["sent"])
}

@Test(.timeLimit(.minutes(1))) func blocksRunOnlyForTheirOwnKey() async {
  let message = Message()
  let deliveries = Deliveries()
  message.addObserver(Observer(), forKey: "title", withBlock: deliveries.block)
  message.addObserver(Observer(), forKey: "text", withBlock: deliveries.block)

  deliveries.expect(1)
  message.title = "Hello"

  let calls = await deliveries.arrived()
  #expect(calls.map(\.key) == ["title"])
  #expect(calls.map(\.new) == ["Hello"])
}

@Test(.timeLimit(.minutes(1))) func removeObserverDropsOnlyItsOwnRecord() async {
  let message = Message()
  let leaving = Observer()
  let staying = Observer()
  let deliveries = Deliveries()
  message.addObserver(leaving, forKey: "text", withBlock: deliveries.block)
  message.addObserver(staying, forKey: "text", withBlock: deliveries.block)

  message.removeObserver(leaving, forKey: "text")
  message.removeObserver(Observer(), forKey: "text")

  let observers = ObservationRecords.existing(for: message)?.records.compactMap(\.observer) ?? []
  #expect(observers.count == 1)
  #expect(observers.first === staying)
  deliveries.expect(1)
  message.text = "once"
  #expect(await deliveries.arrived().map(\.new) == ["once"])
}
