import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RACKVO

/// The solution to `BoundedObservation`. The trampoline goes into a bag, the observation, and the
/// observation goes into the deallocation bags of both objects, so whichever begins to
/// deallocate first disposes it; the bags keep it alive until then, so dropping the returned
/// disposable ends nothing. However it ends, it takes itself out of both bags, so neither keeps
/// a finished trampoline (the leak ReactiveCocoa fixed in PR #1072).
public enum BoundedObservation: BoundedObservationContract {
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
    return observation
  }
}
