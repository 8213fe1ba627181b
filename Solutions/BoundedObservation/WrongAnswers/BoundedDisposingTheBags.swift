import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RACKVO

/// Wrong answer to `BoundedObservation`: the observation lives in both objects' bags and leaves
/// them however it ends, but what it returns disposes the two bags themselves. That ends every
/// other observation in them too, and leaves the bags disposed, so anything added to them later
/// is disposed at once.
public enum BoundedDisposingTheBags: BoundedObservationContract {
  public static func observe(
    _ key: String, on target: RuntimeObject, observer: RuntimeObject,
    block: @escaping ExerciseTrampoline.Block
  ) -> any Disposable {
    let trampoline = ExerciseTrampoline(target: target, key: key, options: .new, block: block)
    let bags = [target.rac_deallocDisposable, observer.rac_deallocDisposable]
    let observation = CompoundDisposable([trampoline])
    observation.add(
      ActionDisposable { [weak observation] in
        guard let observation else { return }
        for bag in bags { bag.remove(observation) }
      })
    for bag in bags { bag.add(observation) }
    return ActionDisposable {
      for bag in bags { bag.dispose() }
    }
  }
}
