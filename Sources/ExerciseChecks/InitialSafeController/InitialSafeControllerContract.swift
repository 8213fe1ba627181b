import ObjectRuntime
import RawKVO

/// The contract of exercise InitialSafeController: a controller whose handlers may unobserve from
/// their `.initial` call, which KVO makes before the registration is recorded.
public protocol InitialSafeControllerContract: AnyObject {
  /// A controller that is KVO's observer for everything it observes.
  init()
  /// Observes `keyPath` on `object` with `options`, calling `handler` with each change (with
  /// `.initial`, once before this returns); a key path already observed on the object does
  /// nothing.
  func observe(
    _ object: RuntimeObject, keyPath: String, options: KeyValueObservingOptions,
    handler: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void)
  /// Stops observing `keyPath` on `object`, from anywhere: even from the handler's `.initial`
  /// call, before `observe` has returned.
  func unobserve(_ object: RuntimeObject, keyPath: String)
}
