import ObjectRuntime
import Testing

@testable import SwizzledKVO

@Test(.timeLimit(.minutes(1))) func twoFirstObserversEachAttachAnArrayAndOneIsLost() async {
  let message = Message()
  let first = Observer()
  let second = Observer()
  let deliveries = Deliveries()

  interleave(
    { message.addObserver(second, forKey: "text", withBlock: deliveries.block) },
    at: .betweenLookupAndAttach
  ) {
    message.addObserver(first, forKey: "text", withBlock: deliveries.block)
  }

  let observers = ObservationRecords.existing(for: message)?.records.compactMap(\.observer) ?? []
  #expect(observers.count == 1)
  #expect(observers.first === first)
  deliveries.expect(1)
  message.text = "who hears this?"
  #expect(await deliveries.arrived().count == 1)
}

@Test(.timeLimit(.minutes(1))) func anAddBetweenAnotherAddsReadAndWriteIsLost() async {
  let message = Message()
  let first = Observer()
  let second = Observer()
  let deliveries = Deliveries()

  interleave(
    { message.addObserver(second, forKey: "text", withBlock: deliveries.block) },
    at: .betweenReadAndWrite
  ) {
    message.addObserver(first, forKey: "text", withBlock: deliveries.block)
  }

  let observers = ObservationRecords.existing(for: message)?.records.compactMap(\.observer) ?? []
  #expect(observers.count == 1)
  #expect(observers.first === first)
  deliveries.expect(1)
  message.text = "who hears this?"
  #expect(await deliveries.arrived().count == 1)
}

@Test(.timeLimit(.minutes(1))) func aRemovalBetweenAnAddsReadAndWriteIsUndone() async {
  let message = Message()
  let leaving = Observer()
  let arriving = Observer()
  let deliveries = Deliveries()
  message.addObserver(leaving, forKey: "text", withBlock: deliveries.block)

  interleave({ message.removeObserver(leaving, forKey: "text") }, at: .betweenReadAndWrite) {
    message.addObserver(arriving, forKey: "text", withBlock: deliveries.block)
  }

  let observers = ObservationRecords.existing(for: message)?.records.compactMap(\.observer) ?? []
  #expect(observers.count == 2)
  #expect(observers.first === leaving)
  deliveries.expect(2)
  message.text = "still here"
  #expect(await deliveries.arrived().count == 2)
}
