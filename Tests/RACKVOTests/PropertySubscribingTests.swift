import Foundation
import ObjectRuntime
import RACKVO
import RawKVO
import Testing

/// The public face: `rac_valuesAndChanges`, `rac_values`, `RACObserve`. Claims C004-1, C004-2,
/// C004-3.
@Suite struct PropertySubscribingTests {
  @Test func eachValueArrivesWithItsChangeAndTheInitialOneFirst() {
    let canvas = RACCanvas()
    canvas.color = "red"
    let recorder = SignalRecorder<ValueAndChange>()
    recorder.subscribe(
      to: canvas.rac_valuesAndChanges(
        forKeyPath: "color", options: [.initial, .new], observer: nil))

    canvas.color = "blue"

    #expect(recorder.values.map { $0.value as? String } == ["red", "blue"])
    #expect(recorder.values.map { $0.change[.new] as? String } == ["red", "blue"])
    #expect(recorder.values.allSatisfy { $0.change[.kind] as? KeyValueChange == .setting })
  }

  @Test func withoutInitialNothingArrivesUntilAChange() {
    let canvas = RACCanvas()
    canvas.color = "red"
    let recorder = SignalRecorder<ValueAndChange>()
    recorder.subscribe(
      to: canvas.rac_valuesAndChanges(forKeyPath: "color", options: .new, observer: nil))
    #expect(recorder.values.isEmpty)

    canvas.color = "blue"

    #expect(recorder.values.map { $0.value as? String } == ["blue"])
  }

  @Test func theSignalIsColdOneRegistrationPerSubscription() {
    let canvas = RACCanvas()
    let signal = canvas.rac_valuesAndChanges(forKeyPath: "color", options: .new, observer: nil)
    let runs = Locked(0)
    #expect(object_getClass(canvas).name == "RACCanvas")

    let first = signal.subscribe(next: { _ in runs.withLock { $0 += 1 } })
    let second = signal.subscribe(next: { _ in runs.withLock { $0 += 10 } })
    canvas.color = "red"
    first.dispose()
    canvas.color = "blue"
    second.dispose()

    #expect(runs.withLock { $0 } == 21)
    #expect(object_getClass(canvas).name == "RACCanvas")
  }

  @Test func theSignalCompletesWhenTheTargetDeallocates() {
    var canvas: RACCanvas? = RACCanvas()
    let observer = RACBystander()
    let recorder = SignalRecorder<Any?>()
    recorder.subscribe(to: canvas!.rac_values(forKeyPath: "color", observer: observer))
    #expect(!recorder.isCompleted)

    canvas = nil

    #expect(recorder.isCompleted)
  }

  @Test func theSignalCompletesWhenTheObserverDeallocates() {
    let canvas = RACCanvas()
    var observer: RACBystander? = RACBystander()
    let recorder = SignalRecorder<Any?>()
    recorder.subscribe(to: canvas.rac_values(forKeyPath: "color", observer: observer))

    observer = nil
    canvas.color = "red"

    #expect(recorder.isCompleted)
    #expect(recorder.values.count == 1)
    #expect(object_getClass(canvas).name == "RACCanvas")
  }

  @Test func subscribingOnceTheTargetIsGoneCompletesAtOnce() {
    var canvas: RACCanvas? = RACCanvas()
    let signal = canvas!.rac_values(forKeyPath: "color", observer: nil)
    canvas = nil
    let recorder = SignalRecorder<Any?>()

    recorder.subscribe(to: signal)

    #expect(recorder.values.isEmpty)
    #expect(recorder.isCompleted)
  }

  @Test func valuesSendsTheCurrentValueThenEachNewOne() {
    let canvas = RACCanvas()
    canvas.strokeWidth = 1
    let recorder = SignalRecorder<Any?>()
    let subscription = recorder.subscribe(
      to: canvas.rac_values(forKeyPath: "strokeWidth", observer: nil))

    canvas.strokeWidth = 2
    canvas.strokeWidth = 3

    #expect(recorder.values.map { $0 as? Int } == [1, 2, 3])
    subscription.dispose()
  }

  @Test func racObserveDoesNotKeepItsTargetAlive() {
    let screen = RACLabelScreen()
    var canvas: RACCanvas? = RACCanvas()
    canvas!.color = "red"
    let weakCanvas = WeakReference(canvas)

    screen.bind(to: canvas)
    canvas = nil

    #expect(weakCanvas.object == nil)
    #expect(screen.shown.values.map { $0 as? String } == ["red"])
    #expect(screen.shown.isCompleted)
  }

  @Test func racObserveMakesTheCallerTheObserver() {
    let canvas = RACCanvas()
    var screen: RACLabelScreen? = RACLabelScreen()
    let shown = screen!.shown
    screen!.bind(to: canvas)

    screen = nil
    canvas.color = "red"

    #expect(shown.values.count == 1)
    #expect(shown.isCompleted)
    #expect(object_getClass(canvas).name == "RACCanvas")
  }

  @Test func racObserveOfANilTargetCompletesAtOnce() {
    let screen = RACLabelScreen()

    screen.bind(to: nil)

    #expect(screen.shown.values.isEmpty)
    #expect(screen.shown.isCompleted)
  }
}
