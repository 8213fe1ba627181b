import ExerciseKit
import ObjectRuntime

/// The contract of exercise OneTableController: a one-table controller whose `unobserve(_:)` reads
/// only the observations of the object it removes.
public protocol OneTableControllerContract: AnyObject {
  /// A controller that keeps every observation it makes in `table`, and is KVO's observer for
  /// each of them. Freeing it stops them all.
  init(table: ObservationTable)
  /// Observes `keyPath` on `object`, calling `handler` with each change; a key path already
  /// observed on that object does nothing.
  func observe(
    _ object: RuntimeObject, keyPath: String,
    handler: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void)
  /// Stops observing `keyPath` on `object`.
  func unobserve(_ object: RuntimeObject, keyPath: String)
  /// Stops every observation of `object`.
  func unobserve(_ object: RuntimeObject)
}
