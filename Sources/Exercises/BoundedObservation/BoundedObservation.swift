import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RACKVO

/// Chapter 5 exercise: end the observation with either side.
///
/// `observe` starts a bare trampoline: one KVO registration through the shared proxy, which
/// ends when it is disposed and at no other time. So a dropped disposable frees it and ends the
/// observation at once, an observer that has gone still has its block called, and a target freed
/// while observed takes a KVO registration to its grave. Make the observation last exactly as
/// long as both objects it joins, as `rac_observeKeyPath` does: it ends when either begins to
/// deallocate, or when the returned disposable is disposed, and once it has ended nothing keeps
/// its trampoline. Run it with `swift run workbook exercise run bounded-observation`.
public enum BoundedObservation: BoundedObservationContract {
  public static func observe(
    _ key: String, on target: RuntimeObject, observer: RuntimeObject,
    block: @escaping ExerciseTrampoline.Block
  ) -> any Disposable {
    ExerciseTrampoline(target: target, key: key, options: .new, block: block)
  }
}
