import Dispatch
import ObjectRuntime
import SwizzledKVO
import Testing

@Test(.timeLimit(.minutes(1))) func blocksDoNotRunOnTheSettersQueue() async {
  let settersQueue = DispatchQueue(label: "setter")
  let marker = DispatchSpecificKey<String>()
  settersQueue.setSpecific(key: marker, value: "setter")
  let message = Message()
  let deliveries = Deliveries()
  let queueSeenByBlock = Locked<[String?]>([])
  message.addObserver(Observer(), forKey: "text") { object, key, old, new in
    queueSeenByBlock.withLock { $0.append(DispatchQueue.getSpecific(key: marker)) }
    deliveries.record(Call(object: object, key: key, oldValue: old, newValue: new))
  }

  deliveries.expect(1)
  settersQueue.sync { message.text = "hello" }

  #expect(await deliveries.arrived().count == 1)
  #expect(queueSeenByBlock.withLock { $0 } == [nil])
}

@Test(.timeLimit(.minutes(1)))
func settersReturnBeforeBlocksRunAndBlocksReadTheValueAfterTheFact() async {
  let message = Message()
  let deliveries = Deliveries()
  let settersDone = DispatchGroup()
  let readInBlock = Locked<[String?]>([])
  message.addObserver(Observer(), forKey: "text") { object, key, old, new in
    settersDone.wait()
    readInBlock.withLock { $0.append((object as? Message)?.text) }
    deliveries.record(Call(object: object, key: key, oldValue: old, newValue: new))
  }

  settersDone.enter()
  deliveries.expect(3)
  message.text = "one"
  message.text = "two"
  message.text = "three"
  settersDone.leave()

  let calls = await deliveries.arrived()
  #expect(Set(calls.compactMap(\.new)) == ["one", "two", "three"])
  #expect(readInBlock.withLock { $0 } == ["three", "three", "three"])
}

@Test(.timeLimit(.minutes(1)))
func aLaterChangeCanBeDeliveredBeforeAnEarlierOne() async {
  let message = Message()
  let deliveries = Deliveries()
  let secondDelivered = DispatchSemaphore(value: 0)
  message.addObserver(Observer(), forKey: "text") { object, key, old, new in
    if new as? String == "first" { secondDelivered.wait() }
    deliveries.record(Call(object: object, key: key, oldValue: old, newValue: new))
    if new as? String == "second" { secondDelivered.signal() }
  }

  deliveries.expect(2)
  message.text = "first"
  message.text = "second"

  let calls = await deliveries.arrived()
  #expect(calls.map(\.new) == ["second", "first"])
  #expect(calls.map(\.old) == ["first", nil])
}
