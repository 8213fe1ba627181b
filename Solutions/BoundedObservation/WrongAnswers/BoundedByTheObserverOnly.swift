import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RACKVO

/// Wrong answer to `BoundedObservation`: puts the observation in the observer's bag only, so a
/// target freed while observed dies with its registration still on it.
public enum BoundedByTheObserverOnly: BoundedObservationContract {
  public static func observe(
    _ key: String, on target: RuntimeObject, observer: RuntimeObject,
    block: @escaping ExerciseTrampoline.Block
  ) -> any Disposable {
    let trampoline = ExerciseTrampoline(target: target, key: key, options: .new, block: block)
    let bags = [observer.rac_deallocDisposable]
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
