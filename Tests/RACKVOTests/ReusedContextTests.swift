import ObjectRuntime
import RACKVO
import RawKVO
import Testing

/// A raw KVO observer that runs `onPrior` when it hears a prior notification.
final class RACPriorHook: RuntimeObject, @unchecked Sendable {
  var onPrior: (@Sendable () -> Void)?

  override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    if change?[.notificationIsPrior] as? Bool == true { onPrior?() }
  }
}

/// A context is a trampoline's address, and an address is used again once the trampoline is
/// freed: a notification still on its way for the old registration names the new trampoline.
@Suite struct ReusedContextTests {
  @Test func aNotificationUnderItsContextAboutAnotherObjectOrKeyIsDropped() {
    let canvas = RACCanvas()
    let elsewhere = RACCanvas()
    let recorder = TrampolineRecorder()
    let trampoline = RACKVOTrampoline(
      target: canvas, observer: nil, keyPath: "color", options: .new, block: recorder.block)!
    let address = context(of: trampoline)

    trampoline.observeValue(
      forKeyPath: "color", of: elsewhere, change: [.new: "other object"], context: address)
    trampoline.observeValue(
      forKeyPath: "strokeWidth", of: canvas, change: [.new: 3], context: address)
    canvas.color = "red"

    #expect(recorder.changes.withLock { $0.map { $0 as? String } } == ["red"])
    trampoline.dispose()
  }

  @Test func aLateNotificationForAFreedTrampolineIsNotTakenByTheOneNowAtItsAddress() {
    let canvas = RACCanvas()
    let elsewhere = RACCanvas()
    let hook = RACPriorHook()
    let late = Locked<RACKVOTrampoline?>(nil)
    let reusing = Locked<RACKVOTrampoline?>(nil)
    let recorder = TrampolineRecorder()
    // Registered first, so it hears the prior notification first. KVO has already fixed the
    // list of registrations to notify, so the freed trampoline's one is still to come.
    canvas.addObserver(hook, forKeyPath: "strokeWidth", options: .prior)
    late.withLock {
      $0 = RACKVOTrampoline(
        target: canvas, observer: nil, keyPath: "strokeWidth", options: .prior,
        block: { _, _, _ in })
    }
    let freedAddress = late.withLock { context(of: $0!) }
    hook.onPrior = {
      late.withLock { slot in
        slot?.dispose()
        slot = nil
      }
      reusing.withLock {
        $0 = RACKVOTrampoline(
          target: elsewhere, observer: nil, keyPath: "color", options: .prior,
          block: recorder.block)
      }
    }

    canvas.strokeWidth = 3

    let reused = reusing.withLock { context(of: $0!) == freedAddress }
    #expect(reused, "the allocator did not hand the freed trampoline's address on")
    #expect(recorder.count == 0)
    canvas.removeObserver(hook, forKeyPath: "strokeWidth")
    reusing.withLock { $0?.dispose() }
  }
}
