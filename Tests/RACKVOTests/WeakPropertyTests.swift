import Foundation
import ObjectRuntime
import RACKVO
import RawKVO
import Testing

/// A declared-weak property whose value is freed changes to `nil` without any setter running:
/// KVO says nothing, so `rac_observeKeyPath` reports it itself.
@Suite struct WeakPropertyTests {
  @Test func rawKVOSaysNothingWhenAWeakValueIsFreed() {
    let canvas = RACCanvas()
    let observer = RACForwardee()
    var palette: RACPalette? = RACPalette()
    canvas.palette = palette
    canvas.addObserver(observer, forKeyPath: "palette", options: .new)

    palette = nil

    #expect(canvas.palette == nil)
    #expect(observer.received.withLock { $0 }.isEmpty)
    canvas.removeObserver(observer, forKeyPath: "palette")
  }

  @Test func aFreedWeakValueIsReportedAsAChangeToNilCausedByDeallocation() {
    let canvas = RACCanvas()
    var palette: RACPalette? = RACPalette()
    canvas.palette = palette
    let recorder = RACKVORecorder()
    let observation = canvas.rac_observeKeyPath(
      "palette", options: .new, observer: nil, block: recorder.block)

    palette = nil

    #expect(recorder.events.count == 1)
    #expect(recorder.events[0].value == nil)
    #expect(recorder.events[0].causedByDealloc)
    #expect(!recorder.events[0].isPrior)
    #expect(recorder.events[0].change[.new] is NSNull)
    #expect(recorder.events[0].change[.kind] as? KeyValueChange == .setting)
    observation.dispose()
  }

  @Test func aFreedWeakIntermediateEndsAKeyPathWithNil() {
    let canvas = RACCanvas()
    var palette: RACPalette? = RACPalette()
    palette!.name = "autumn"
    canvas.palette = palette
    let recorder = RACKVORecorder()
    let observation = canvas.rac_observeKeyPath(
      "palette.name", options: [.initial, .new], observer: nil, block: recorder.block)

    palette = nil

    #expect(recorder.texts == ["autumn", nil])
    #expect(recorder.events.map(\.causedByDealloc) == [false, true])
    #expect(recorder.events.map(\.affectedOnlyLastComponent) == [false, false])
    observation.dispose()
  }

  @Test func theObserversOwnDeallocationIsNotAChange() {
    let canvas = RACCanvas()
    var palette: RACPalette? = RACPalette()
    canvas.palette = palette
    let recorder = RACKVORecorder()
    canvas.rac_observeKeyPath("palette", options: .new, observer: palette, block: recorder.block)

    palette = nil

    #expect(recorder.events.isEmpty)
    #expect(object_getClass(canvas).name == "RACCanvas")
  }

  @Test func aComputedPropertyReturningFreshObjectsIsNeverReportedAsFreed() {
    let canvas = RACCanvas()
    let freed = Locked(0)

    let observation = canvas.rac_observeKeyPath(
      "freshPalette", options: .initial, observer: nil
    ) { _, _, causedByDealloc, _ in
      if causedByDealloc { freed.withLock { $0 += 1 } }
    }

    #expect(freed.withLock { $0 } == 0)
    observation.dispose()
  }

  @Test func replacingAWeakValueStopsWatchingTheOldOne() {
    let canvas = RACCanvas()
    var first: RACPalette? = RACPalette()
    let second = RACPalette()
    canvas.palette = first
    let recorder = RACKVORecorder()
    let observation = canvas.rac_observeKeyPath(
      "palette", options: .new, observer: nil, block: recorder.block)

    canvas.palette = second
    first = nil

    #expect(recorder.events.map(\.causedByDealloc) == [false])
    #expect(recorder.events[0].value as? RACPalette === second)
    observation.dispose()
  }
}
