import ObjectRuntime
import RACKVO
import RawKVO

// ANCHOR: raw-screen
/// A screen that repaints when its `tint` changes, with raw KVO.
final class RACRawKVOScreen: RuntimeObject, @unchecked Sendable {
  @Property var tint: String?
  let painted = Locked<[String?]>([])
  private static let context = ObservationContext()

  func viewDidLoad() {
    // 1. Register.
    addObserver(self, forKeyPath: "tint", options: .new, context: Self.context.pointer)
  }

  // 2. Receive.
  override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard context == Self.context.pointer else {
      super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
      return
    }
    painted.withLock { $0.append(change?[.new] as? String) }
  }

  // 3. Remove, before the observer goes.
  deinit {
    removeObserver(self, forKeyPath: "tint", context: Self.context.pointer)
  }
}
// ANCHOR_END: raw-screen

// ANCHOR: rac-screen
/// The same screen with `RACObserve`.
final class RACObservingScreen: RuntimeObject, @unchecked Sendable {
  @Property var tint: String?
  let painted = Locked<[String?]>([])

  func viewDidLoad() {
    RACObserve(self, "tint").subscribe(next: { [painted] tint in
      painted.withLock { $0.append(tint as? String) }
    })
  }
}
// ANCHOR_END: rac-screen

// ANCHOR: cyclic-screen
/// A screen whose handler uses `self` strongly: the observation now owns the screen.
final class RACCyclicScreen: RuntimeObject, @unchecked Sendable {
  @Property var tint: String?
  @Property var lastTint: String?

  func viewDidLoad() -> any Disposable {
    RACObserve(self, "tint").subscribe(next: { tint in self.lastTint = tint as? String })
  }
}
// ANCHOR_END: cyclic-screen

// ANCHOR: label-screen
/// A screen that shows another object's value, so that the observer and the target differ.
final class RACLabelScreen: RuntimeObject, @unchecked Sendable {
  let shown = SignalRecorder<Any?>()

  func bind(to canvas: RACCanvas?) {
    shown.subscribe(to: RACObserve(canvas, "color"))
  }
}
// ANCHOR_END: label-screen
