import Dispatch
import ObjectRuntime
import RACKVO
import RawKVO
import Testing

/// The crash that motivated `RACKVOProxy` (ReactiveCocoa #1122): an observation disposed on one
/// thread while its property changes on another. Run under
/// `swift test --sanitize=thread --filter Stress` to check for data races too.
@Suite struct RACKVOStressTests {
  @Test func disposalOnOneThreadWhileThePropertyChangesOnAnotherStress() {
    for _ in 0..<200 {
      let canvas = RACCanvas()
      let delivered = Locked(0)
      let observation = canvas.rac_observeKeyPath("strokeWidth", options: .new, observer: nil) {
        _, _, _, _ in delivered.withLock { $0 += 1 }
      }

      DispatchQueue.concurrentPerform(iterations: 2) { lane in
        if lane == 0 {
          for width in 1...20 { canvas.strokeWidth = width }
        } else {
          observation.dispose()
        }
      }

      #expect(delivered.withLock { $0 } <= 20)
      #expect(object_getClass(canvas).name == "RACCanvas")
    }
  }

  @Test func subscriptionsEndedWhileValuesChangeStress() {
    let canvas = RACCanvas()
    let signal = canvas.rac_valuesAndChanges(forKeyPath: "color", options: .new, observer: nil)

    DispatchQueue.concurrentPerform(iterations: 200) { index in
      if index.isMultiple(of: 2) {
        let subscription = signal.subscribe()
        canvas.color = "color \(index)"
        subscription.dispose()
      } else {
        canvas.color = "color \(index)"
      }
    }

    #expect(object_getClass(canvas).name == "RACCanvas")
  }

  @Test func targetsFreedWhileTheirObservationsAreDisposedStress() {
    DispatchQueue.concurrentPerform(iterations: 200) { _ in
      var canvas: RACCanvas? = RACCanvas()
      let frame = RACFrame()
      canvas!.frame = frame
      let subscription = canvas!.rac_values(forKeyPath: "frame.width", observer: nil).subscribe()
      DispatchQueue.concurrentPerform(iterations: 2) { lane in
        if lane == 0 { subscription.dispose() } else { frame.width = 2 }
      }
      canvas = nil
      #expect(object_getClass(frame).name == "RACFrame")
    }
  }
}
