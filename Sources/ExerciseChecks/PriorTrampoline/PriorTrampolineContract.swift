import ObjectRuntime
import RACKVO
import RawKVO

/// What a trampoline of chapter 5's exercises calls: the value the notification is about (the
/// new value after a change, the old one before it; `nil` for no value) and KVO's change.
public typealias TrampolineValueBlock = (_ value: Any?, _ change: [KeyValueChangeKey: Any]) ->
  Void

/// The contract of exercise PriorTrampoline: a trampoline whose block can hear of a change before
/// it happens.
public protocol PriorTrampolineContract: Disposable {
  /// Starts observing `key` on `target` through ``RACKVOProxy/sharedProxy``. `block` gets the
  /// new value after each change; with `.prior` in `options` it also gets the old value before
  /// each change, in a change marked `.notificationIsPrior`. Without `.prior`, nothing reaches
  /// it before a change.
  init(
    target: RuntimeObject, key: String, options: KeyValueObservingOptions,
    block: @escaping TrampolineValueBlock)
}
