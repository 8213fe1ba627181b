import ObjectRuntime
import RawKVO

/// What ``ObjectRuntime/RuntimeObject/rac_observeKeyPath(_:options:observer:block:)`` calls:
/// the key path's value, the change, whether the change is that a weakly held value was freed,
/// and whether the call comes from the last component of the path.
public typealias KeyPathChangeBlock = (
  _ value: Any?, _ change: [KeyValueChangeKey: Any], _ causedByDealloc: Bool,
  _ affectedOnlyLastComponent: Bool
) -> Void

extension RuntimeObject {
  // ANCHOR: observe-key-path
  /// Calls `block` whenever the value at `keyPath` changes, until the returned disposable is
  /// disposed or this object or `observer` begins to deallocate
  /// (`-rac_observeKeyPath:options:observer:block:`).
  ///
  /// Only the first key is observed on this object; the rest of the path is observed, the same
  /// way, on whatever the first key holds, and moved each time that value changes. With
  /// `.initial`, the block is called once with the current value before this returns. When the
  /// first key is a declared-weak property, the freeing of its value is reported as a change to
  /// `nil`. Dropping the returned disposable does not stop the observation.
  @discardableResult
  public func rac_observeKeyPath(
    _ keyPath: String, options: KeyValueObservingOptions, observer: RuntimeObject?,
    block: @escaping KeyPathChangeBlock
  ) -> any Disposable {
    let targetBag = rac_deallocDisposable
    let observerBag = observer?.rac_deallocDisposable
    let observation = KeyPathObservation(
      keyPath: keyPath, options: options, on: self, observer: observer, block: block)
    observation.start(on: self)
    observerBag?.add(observation.all)
    targetBag.add(observation.all)
    return ActionDisposable {
      observation.all.dispose()
      observerBag?.remove(observation.all)
      targetBag.remove(observation.all)
    }
  }
  // ANCHOR_END: observe-key-path
}
