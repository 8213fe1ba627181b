import ExerciseKit
import KVOController
import ObjectRuntime

/// The contract of exercise StrictController: a controller that refuses a second callback.
public protocol StrictControllerContract: AnyObject {
  /// Makes a controller whose blocks receive `observer`.
  init(observer: RuntimeObject)
  /// Observes `keyPath` on `object` with `block`, or throws ``AlreadyObserved`` when this
  /// controller already observes that key path on that very object.
  func observe(
    _ object: RuntimeObject, keyPath: String, block: @escaping KVONotificationBlock
  ) throws(AlreadyObserved)
  /// Stops observing `keyPath` on `object`; it may then be observed again.
  func unobserve(_ object: RuntimeObject, keyPath: String)
}
