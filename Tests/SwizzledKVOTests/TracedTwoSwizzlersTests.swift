import ObjectRuntime
import RawKVO
import SwizzledKVO
import Testing

/// The model of the raw-KVO-first trace: only that test observes it, so both subclasses of it
/// are made there.
final class Postcard: RuntimeObject, @unchecked Sendable {
  @Property var text: String?
}

/// The model of the blocks-first trace, whose `text` getter that test replaces: no other test
/// may share it.
final class Telegram: RuntimeObject, @unchecked Sendable {
  @Property var text: String?
  @Property var title: String?
}

/// Two isa-swizzlers on one object, in both orders, recorded as traces the chapter draws.
@Suite struct TracedTwoSwizzlersTests {
  @Test func rawKVOThenBlocksStackTwoSubclassesAndAnAssignmentPassesThroughBoth() throws {
    let postcard = Postcard()
    let recorder = KVORecorder()
    let observer = Observer()
    let trace = Trace.record { trace in
      trace.name(postcard, "postcard")
      trace.name(recorder, "recorder")
      postcard.addObserver(recorder, forKeyPath: "text", options: [.new])
      postcard.addObserver(observer, forKey: "text") { _, _, _, _ in }
      postcard.text = "Wish you were here"
    }
    postcard.removeObserver(recorder, forKeyPath: "text")
    #expect(recorder.newValues == ["Wish you were here"])
    let moves = trace.events.filter { $0.kind == .classChange }.map(\.label)
    #expect(moves == ["NSKVONotifying_Postcard", "SwizzledKVOClassPrefix_NSKVONotifying_Postcard"])
    let setters = trace.events.filter {
      [.send, .superSend].contains($0.kind) && $0.label == "setText:"
    }.map {
      "\($0.kind.rawValue) \($0.detail ?? "")"
    }
    #expect(
      setters == [
        "send found in SwizzledKVOClassPrefix_NSKVONotifying_Postcard",
        "super-send found in NSKVONotifying_Postcard", "super-send found in Postcard",
      ])
    let notified = try #require(trace.events.firstIndex { $0.kind == .notify })
    #expect(trace.events[notified].to == "recorder" && trace.events[notified].from == "postcard")
  }

  @Test func blocksThenRawKVOSendTheObservingSetterBackIntoItself() throws {
    let telegram = Telegram()
    let recorder = KVORecorder()
    let observer = Observer()
    let reads = Locked(0)
    objc_getClass("Telegram")!.replaceMethod("text") { receiver, _, _ in
      let count = reads.withLock { count in
        count += 1
        return count
      }
      if count == 3 { object_setClass(receiver, objc_getClass("SwizzledKVOClassPrefix_Telegram")!) }
      return nil
    }
    let trace = Trace.record { trace in
      trace.name(telegram, "telegram")
      trace.name(recorder, "recorder")
      telegram.addObserver(observer, forKey: "text") { _, _, _, _ in }
      telegram.addObserver(recorder, forKeyPath: "title", options: [.new])
      telegram.text = "Stop"
    }
    telegram.removeObserver(recorder, forKeyPath: "title")
    #expect(reads.withLock { $0 } == 3)
    let moves = trace.events.filter { $0.kind == .classChange }.map(\.label)
    #expect(
      moves == [
        "SwizzledKVOClassPrefix_Telegram", "NSKVONotifying_SwizzledKVOClassPrefix_Telegram",
        "SwizzledKVOClassPrefix_Telegram",
      ])
    let setters = trace.events.filter {
      [.send, .superSend].contains($0.kind) && $0.label == "setText:"
    }.map {
      "\($0.kind.rawValue) \($0.detail ?? "")"
    }
    #expect(
      setters == [
        "send found in SwizzledKVOClassPrefix_Telegram",
        "super-send found in SwizzledKVOClassPrefix_Telegram",
        "super-send found in SwizzledKVOClassPrefix_Telegram", "super-send found in Telegram",
      ])
  }
}
