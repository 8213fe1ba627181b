import ObjectRuntime
import RawKVO
import SwizzledKVO
import Testing

// Raw KVO first, then blocks: the prefixed subclass goes on top of NSKVONotifying_Message.

@Test(.timeLimit(.minutes(1))) func blocksOverRawKVOPutThePrefixedSubclassOnTop() async {
  let message = Message()
  let recorder = KVORecorder()
  let deliveries = Deliveries()
  message.addObserver(recorder, forKeyPath: "text", options: [.new])
  message.addObserver(Observer(), forKey: "text", withBlock: deliveries.block)

  #expect(object_getClass(message).name == "SwizzledKVOClassPrefix_NSKVONotifying_Message")
  #expect(object_getClass(message).superclass?.name == "NSKVONotifying_Message")
  deliveries.expect(1)
  message.text = "both"
  #expect(recorder.newValues == ["both"])
  #expect(await deliveries.arrived().map(\.new) == ["both"])
  message.removeObserver(recorder, forKeyPath: "text")
}

@Test func blocksOverRawKVOReportTheKVOSubclassAsTheClass() {
  let message = Message()
  let recorder = KVORecorder()
  message.addObserver(recorder, forKeyPath: "text", options: [.new])
  message.addObserver(Observer(), forKey: "text") { _, _, _, _ in }

  #expect(message.reportedClass.name == "NSKVONotifying_Message")
  #expect(message.description.hasPrefix("<NSKVONotifying_Message: 0x"))
  message.removeObserver(recorder, forKeyPath: "text")
}

@Test(.timeLimit(.minutes(1))) func removingRawKVOUnderThePrefixedSubclassLeavesBothSubclasses()
  async
{
  let message = Message()
  let recorder = KVORecorder()
  let deliveries = Deliveries()
  message.addObserver(recorder, forKeyPath: "text", options: [.new])
  message.addObserver(Observer(), forKey: "text", withBlock: deliveries.block)

  message.removeObserver(recorder, forKeyPath: "text")

  #expect(object_getClass(message).name == "SwizzledKVOClassPrefix_NSKVONotifying_Message")
  deliveries.expect(1)
  message.text = "blocks only"
  #expect(recorder.newValues.isEmpty)
  #expect(await deliveries.arrived().map(\.new) == ["blocks only"])
}

@Test func removingTheBlockObserverOverRawKVOKeepsRawKVOWorking() {
  let message = Message()
  let recorder = KVORecorder()
  let observer = Observer()
  message.addObserver(recorder, forKeyPath: "text", options: [.new])
  message.addObserver(observer, forKey: "text") { _, _, _, _ in }

  message.removeObserver(observer, forKey: "text")
  message.text = "raw only"

  #expect(object_getClass(message).name == "SwizzledKVOClassPrefix_NSKVONotifying_Message")
  #expect(recorder.newValues == ["raw only"])
  message.removeObserver(recorder, forKeyPath: "text")
}

// Blocks first, then raw KVO: NSKVONotifying_ goes on top of the prefixed subclass.

@Test func rawKVOOverBlocksPutsTheKVOSubclassOnTop() {
  let message = Message()
  let recorder = KVORecorder()
  message.addObserver(Observer(), forKey: "text") { _, _, _, _ in }
  message.addObserver(recorder, forKeyPath: "text", options: [.new])

  let top = object_getClass(message)
  #expect(top.name == "NSKVONotifying_SwizzledKVOClassPrefix_Message")
  #expect(message.reportedClass.name == "SwizzledKVOClassPrefix_Message")
  #expect(top.superclass?.name == "SwizzledKVOClassPrefix_Message")
  #expect(top.superclass?.ownMethod(.setter(forKey: "text")) != nil)
  message.removeObserver(recorder, forKeyPath: "text")
}

@Test(.timeLimit(.minutes(1)))
func settingUnderRawKVOOverBlocksCallsTheObservingSetterAgainAndAgain() async {
  let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
    let message = Message()
    message.addObserver(Observer(), forKey: "text") { _, _, _, _ in }
    let recorder = KVORecorder()
    message.addObserver(recorder, forKeyPath: "title", options: [.new])
    stopAfterAHundredReads(ofTextOf: "Message")
    withExtendedLifetime(recorder) { message.text = "never stored" }
  }
  let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  #expect(output.contains("text was read 100 times in one assignment"))
}

@Test(.timeLimit(.minutes(1))) func removingRawKVOOverBlocksRestoresThePrefixedSubclass() async {
  let message = Message()
  let recorder = KVORecorder()
  let deliveries = Deliveries()
  message.addObserver(Observer(), forKey: "text", withBlock: deliveries.block)
  message.addObserver(recorder, forKeyPath: "text", options: [.new])

  message.removeObserver(recorder, forKeyPath: "text")

  #expect(object_getClass(message).name == "SwizzledKVOClassPrefix_Message")
  deliveries.expect(1)
  message.text = "blocks again"
  #expect(await deliveries.arrived().map(\.new) == ["blocks again"])
}

@Test(.timeLimit(.minutes(1))) func removingTheBlockObserverUnderRawKVODoesNotHelp() async {
  let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
    let message = Message()
    let observer = Observer()
    message.addObserver(observer, forKey: "text") { _, _, _, _ in }
    let recorder = KVORecorder()
    message.addObserver(recorder, forKeyPath: "text", options: [.new])
    message.removeObserver(observer, forKey: "text")
    stopAfterAHundredReads(ofTextOf: "Message")
    withExtendedLifetime(recorder) { message.text = "never stored" }
  }
  let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  #expect(output.contains("text was read 100 times in one assignment"))
}

/// Replaces the `text` getter of the class named `className` (in an exit test's own process)
/// with one that counts its calls and ends the process at the hundredth, before a runaway
/// recursion can exhaust the stack. One assignment reads the old value once per observing
/// setter it passes through.
private func stopAfterAHundredReads(ofTextOf className: String) {
  let reads = Locked(0)
  objc_getClass(className)!.replaceMethod("text") { _, _, _ in
    let count = reads.withLock { count in
      count += 1
      return count
    }
    if count == 100 {
      terminateProcess(printing: "text was read 100 times in one assignment")
    }
    return nil
  }
}
