import Foundation
import ObjectRuntime
import RACKVO
import RawKVO
import Testing

/// `rac_observeKeyPath` on a single key.
@Suite struct ObserveKeyPathTests {
  @Test func aSingleKeyReportsEachNewValue() {
    let canvas = RACCanvas()
    let recorder = RACKVORecorder()
    let observation = canvas.rac_observeKeyPath(
      "color", options: .new, observer: nil, block: recorder.block)

    canvas.color = "red"
    canvas.color = nil

    #expect(recorder.texts == ["red", nil])
    #expect(recorder.events[0].change[.new] as? String == "red")
    #expect(recorder.events[1].change[.new] is NSNull)
    #expect(recorder.events.allSatisfy { $0.affectedOnlyLastComponent && !$0.causedByDealloc })
    observation.dispose()
  }

  @Test func withInitialTheCurrentValueArrivesBeforeTheCallReturns() {
    let canvas = RACCanvas()
    canvas.strokeWidth = 3
    let recorder = RACKVORecorder()

    let observation = canvas.rac_observeKeyPath(
      "strokeWidth", options: .initial, observer: nil, block: recorder.block)

    #expect(recorder.texts == ["3"])
    #expect(recorder.events[0].change[.kind] as? KeyValueChange == .setting)
    #expect(recorder.events[0].change[.new] as? Int == 3)
    observation.dispose()
  }

  @Test func anInitialNilArrivesAsNSNullInTheChange() {
    let canvas = RACCanvas()
    let recorder = RACKVORecorder()

    let observation = canvas.rac_observeKeyPath(
      "color", options: .initial, observer: nil, block: recorder.block)

    #expect(recorder.texts == [nil])
    #expect(recorder.events[0].change[.new] is NSNull)
    observation.dispose()
  }

  @Test func priorNotificationsReachTheBlockOnlyWhenAskedFor() {
    let canvas = RACCanvas()
    canvas.color = "red"
    let plain = RACKVORecorder()
    let withPrior = RACKVORecorder()
    let first = canvas.rac_observeKeyPath(
      "color", options: .new, observer: nil, block: plain.block)
    let second = canvas.rac_observeKeyPath(
      "color", options: [.new, .prior], observer: nil, block: withPrior.block)

    canvas.color = "blue"

    #expect(plain.events.map(\.isPrior) == [false])
    #expect(withPrior.events.map(\.isPrior) == [true, false])
    #expect(withPrior.texts == ["red", "blue"])
    first.dispose()
    second.dispose()
  }

  @Test func disposingStopsTheBlockAndRemovesTheRegistration() {
    let canvas = RACCanvas()
    let recorder = RACKVORecorder()
    let observation = canvas.rac_observeKeyPath(
      "color", options: .new, observer: nil, block: recorder.block)

    observation.dispose()
    canvas.color = "red"

    #expect(recorder.events.isEmpty)
    #expect(object_getClass(canvas).name == "RACCanvas")
  }

  @Test func droppingTheDisposableDoesNotStopTheObservation() {
    let canvas = RACCanvas()
    let recorder = RACKVORecorder()
    var observation: (any Disposable)? = canvas.rac_observeKeyPath(
      "color", options: .new, observer: nil, block: recorder.block)
    #expect(observation != nil)

    observation = nil
    canvas.color = "red"

    #expect(recorder.texts == ["red"])
  }

  @Test func freeingTheTargetEndsTheObservationWithoutAKVOLeftover() {
    var canvas: RACCanvas? = RACCanvas()
    let recorder = RACKVORecorder()
    let observation = canvas!.rac_observeKeyPath(
      "color", options: .new, observer: nil, block: recorder.block)

    canvas = nil

    #expect(recorder.events.isEmpty)
    observation.dispose()
  }

  @Test func freeingTheObserverEndsTheObservation() {
    let canvas = RACCanvas()
    var observer: RACBystander? = RACBystander()
    let recorder = RACKVORecorder()
    canvas.rac_observeKeyPath("color", options: .new, observer: observer, block: recorder.block)

    observer = nil
    canvas.color = "red"

    #expect(recorder.events.isEmpty)
    #expect(object_getClass(canvas).name == "RACCanvas")
  }

  @Test func aTargetObservedByRawKVOFirstStillFreesCleanly() async {
    await #expect(processExitsWith: .success) {
      let observer = RACForwardee()
      var canvas: RACCanvas? = RACCanvas()
      canvas!.addObserver(observer, forKeyPath: "strokeWidth")
      canvas!.removeObserver(observer, forKeyPath: "strokeWidth")
      canvas!.rac_observeKeyPath("color", options: .new, observer: nil) { _, _, _, _ in }
      canvas = nil
    }
  }
}
