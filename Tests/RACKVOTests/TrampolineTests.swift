import ObjectRuntime
import RACKVO
import RawKVO
import Testing

/// Records what a trampoline's block receives.
final class TrampolineRecorder: @unchecked Sendable {
  let changes = Locked<[Any?]>([])

  var block: RACKVOTrampoline.Block {
    { _, _, change in self.changes.withLock { $0.append(change[.new]) } }
  }

  var count: Int { changes.withLock { $0.count } }
}

/// The context a trampoline registers under: its own address.
func context(of trampoline: RACKVOTrampoline) -> UnsafeMutableRawPointer {
  Unmanaged.passUnretained(trampoline).toOpaque()
}

/// Claims C004-5, C004-6 and C004-7.
@Suite struct TrampolineTests {
  @Test func aTrampolineMakesTheProxyTheObserverAndRegistersItselfUnderItsOwnAddress() {
    let canvas = RACCanvas()
    let recorder = TrampolineRecorder()
    let trampoline = RACKVOTrampoline(
      target: canvas, observer: nil, keyPath: "color", options: .new, block: recorder.block)!

    canvas.color = "red"

    #expect(RACKVOProxy.sharedProxy.observer(forContext: context(of: trampoline)) === trampoline)
    #expect(recorder.changes.withLock { $0.map { $0 as? String } } == ["red"])
    #expect(object_getClass(canvas).name == "NSKVONotifying_RACCanvas")
    trampoline.dispose()
  }

  @Test func theRegistrationKVOHoldsIsTheProxysUnderTheTrampolinesAddress() {
    let canvas = RACCanvas()
    let trampoline = RACKVOTrampoline(
      target: canvas, observer: nil, keyPath: "color", options: .new, block: { _, _, _ in })!
    let address = context(of: trampoline)

    // Removing exactly (proxy, "color", the trampoline's address) succeeds, and was the only one.
    canvas.removeObserver(RACKVOProxy.sharedProxy, forKeyPath: "color", context: address)
    #expect(object_getClass(canvas).name == "RACCanvas")

    canvas.addObserver(
      RACKVOProxy.sharedProxy, forKeyPath: "color", options: .new, context: address)
    trampoline.dispose()
  }

  @Test func thereIsNoTrampolineWithoutATarget() {
    let trampoline = RACKVOTrampoline(
      target: nil, observer: nil, keyPath: "color", options: .new, block: { _, _, _ in })
    #expect(trampoline == nil)
  }

  @Test func disposingATrampolineRemovesItsRegistrationOnceAndForAll() {
    let canvas = RACCanvas()
    let recorder = TrampolineRecorder()
    let trampoline = RACKVOTrampoline(
      target: canvas, observer: nil, keyPath: "color", options: .new, block: recorder.block)!

    trampoline.dispose()
    trampoline.dispose()
    canvas.color = "red"

    #expect(trampoline.isDisposed)
    #expect(recorder.count == 0)
    #expect(object_getClass(canvas).name == "RACCanvas")
    #expect(RACKVOProxy.sharedProxy.observer(forContext: context(of: trampoline)) == nil)
  }

  @Test func freeingATrampolineRemovesItsRegistration() {
    let canvas = RACCanvas()
    var trampoline = RACKVOTrampoline(
      target: canvas, observer: nil, keyPath: "color", options: .new, block: { _, _, _ in })
    // The target's dealloc bag keeps a trampoline alive; take it out to free it undisposed.
    canvas.rac_deallocDisposable.remove(trampoline!)
    #expect(object_getClass(canvas).name == "NSKVONotifying_RACCanvas")

    trampoline = nil

    #expect(object_getClass(canvas).name == "RACCanvas")
  }

  @Test func theTargetsDeallocationDisposesTheTrampolineBeforeKVOChecksForLeftovers() {
    var canvas: RACCanvas? = RACCanvas()
    let trampoline = RACKVOTrampoline(
      target: canvas, observer: nil, keyPath: "color", options: .new, block: { _, _, _ in })!

    canvas = nil

    #expect(trampoline.isDisposed)
  }

  @Test func theObserversDeallocationDisposesTheTrampoline() {
    let canvas = RACCanvas()
    var observer: RACBystander? = RACBystander()
    let recorder = TrampolineRecorder()
    let trampoline = RACKVOTrampoline(
      target: canvas, observer: observer, keyPath: "color", options: .new, block: recorder.block)!

    observer = nil
    canvas.color = "red"

    #expect(trampoline.isDisposed)
    #expect(recorder.count == 0)
    #expect(object_getClass(canvas).name == "RACCanvas")
  }

  @Test func aNotificationThatReachesADisposedTrampolineIsDropped() {
    let canvas = RACCanvas()
    let recorder = TrampolineRecorder()
    let trampoline = RACKVOTrampoline(
      target: canvas, observer: nil, keyPath: "color", options: .new, block: recorder.block)!
    trampoline.dispose()

    trampoline.observeValue(
      forKeyPath: "color", of: canvas, change: [.new: "late"], context: context(of: trampoline))

    #expect(recorder.count == 0)
  }

  @Test func aNotificationThatArrivesOnceTheTargetIsGoingIsDropped() {
    let recorder = TrampolineRecorder()
    let seenDuringTeardown = Locked<(disposed: Bool, delivered: Int)?>(nil)
    let slot = Locked<RACKVOTrampoline?>(nil)
    var canvas: RACCanvas? = RACCanvas()
    // Added before the trampoline exists, so it runs before the dealloc bag disposes it.
    canvas!.addDeallocationHook { target in
      guard let trampoline = slot.withLock({ $0 }) else { return }
      trampoline.observeValue(
        forKeyPath: "color", of: target, change: [.new: "late"], context: context(of: trampoline))
      seenDuringTeardown.withLock { $0 = (trampoline.isDisposed, recorder.count) }
    }
    let trampoline = RACKVOTrampoline(
      target: canvas, observer: nil, keyPath: "color", options: .new, block: recorder.block)
    slot.withLock { $0 = trampoline }

    canvas = nil

    #expect(seenDuringTeardown.withLock { $0?.disposed } == false)
    #expect(seenDuringTeardown.withLock { $0?.delivered } == 0)
    slot.withLock { $0 = nil }
  }

  @Test func aNotificationWithAnotherContextGoesToTheRootClassAndRaises() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let canvas = RACCanvas()
      let trampoline = RACKVOTrampoline(
        target: canvas, observer: nil, keyPath: "color", options: .new, block: { _, _, _ in })!
      trampoline.observeValue(forKeyPath: "color", of: canvas, change: [:], context: nil)
    }
    #expect(
      standardError(of: result).contains(
        "An -observeValueForKeyPath:ofObject:change:context: message was received but not handled."
      ))
  }
}
