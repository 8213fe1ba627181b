import ExerciseKit
import ObjectRuntime
import RACKVO

/// The contract of exercise BoundedObservation: an observation that ends when either object it
/// joins goes.
public protocol BoundedObservationContract {
  /// Observes `key` on `target` with `block` until the returned disposable is disposed or
  /// `target` or `observer` begins to deallocate, whichever comes first. Dropping the returned
  /// disposable does not end it; once it has ended, nothing keeps its trampoline.
  static func observe(
    _ key: String, on target: RuntimeObject, observer: RuntimeObject,
    block: @escaping ExerciseTrampoline.Block
  ) -> any Disposable
}
