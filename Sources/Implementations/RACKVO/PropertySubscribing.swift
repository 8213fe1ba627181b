import Foundation
import ObjectRuntime
import RawKVO

/// A key path's value together with the change that produced it.
public typealias ValueAndChange = (value: Any?, change: [KeyValueChangeKey: Any])

/// Key-value observing as signals (`NSObject+RACPropertySubscribing`).
extension RuntimeObject {
  /// A signal of the value at `keyPath` with each change, until this object or `observer`
  /// begins to deallocate (`-rac_valuesAndChangesForKeyPath:options:observer:`).
  ///
  /// The signal is cold: each subscription makes its own KVO registration. It holds this object
  /// and the observer weakly; subscribing once this object is gone completes at once. Values
  /// arrive on whichever thread made the change.
  public func rac_valuesAndChanges(
    forKeyPath keyPath: String, options: KeyValueObservingOptions, observer: RuntimeObject?
  ) -> Signal<ValueAndChange> {
    let weakTarget = WeakReference(self)
    let weakObserver = WeakReference(observer)
    // ANCHOR: ended-signal
    // Keeps a subscription from starting while the end signal is completing.
    let lock = NSRecursiveLock()
    let ended =
      rac_willDeallocSignal
      .zip(with: observer?.rac_willDeallocSignal ?? .never)
      .doCompleted {
        lock.lock()
        lock.unlock()
      }
    // ANCHOR_END: ended-signal
    // ANCHOR: observe-per-subscriber
    return Signal<ValueAndChange> { subscriber in
      lock.lock()
      defer { lock.unlock() }
      let observer = weakObserver.object
      guard let target = weakTarget.object else {
        subscriber.sendCompleted()
        return nil
      }
      return target.rac_observeKeyPath(keyPath, options: options, observer: observer) {
        value, change, _, _ in
        subscriber.sendNext((value, change))
      }
    }
    .take(until: ended)
    // ANCHOR_END: observe-per-subscriber
  }

  // ANCHOR: values
  /// A signal of the value at `keyPath`: the current value at once, then each new one, until
  /// this object or `observer` begins to deallocate (`-rac_valuesForKeyPath:observer:`).
  public func rac_values(forKeyPath keyPath: String, observer: RuntimeObject?) -> Signal<Any?> {
    rac_valuesAndChanges(forKeyPath: keyPath, options: .initial, observer: observer)
      .map(\.value)
  }
  // ANCHOR_END: values

  // ANCHOR: rac-observe
  /// `RACObserve(target, keyPath)`: the values at `keyPath` on `target`, with the caller as the
  /// observer. Call it without `self.` inside a method, as the macro is used; the observation
  /// then ends when the target or the caller deallocates. The signal holds the target weakly,
  /// as the macro's `__weak` local does; a `nil` target gives a signal that completes at once.
  public func RACObserve(_ target: RuntimeObject?, _ keyPath: String) -> Signal<Any?> {
    guard let target else { return .empty }
    return target.rac_values(forKeyPath: keyPath, observer: self)
  }
  // ANCHOR_END: rac-observe
}
