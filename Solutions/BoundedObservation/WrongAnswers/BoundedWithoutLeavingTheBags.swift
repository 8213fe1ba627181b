import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RACKVO

/// Wrong answer to `BoundedObservation`: puts the trampoline itself in both bags and returns it,
/// so disposing it ends the observation but both bags keep the finished trampoline.
public enum BoundedWithoutLeavingTheBags: BoundedObservationContract {
  public static func observe(
    _ key: String, on target: RuntimeObject, observer: RuntimeObject,
    block: @escaping ExerciseTrampoline.Block
  ) -> any Disposable {
    let trampoline = ExerciseTrampoline(target: target, key: key, options: .new, block: block)
    for bag in [target.rac_deallocDisposable, observer.rac_deallocDisposable] {
      bag.add(trampoline)
    }
    return trampoline
  }
}
