import KVOController
import ObjectRuntime
import RawKVO

/// FBKVOController's single-key-path entry points, with the same checks: only the info they
/// make differs, since it carries its object.
extension HashTableKVOController {
  /// Observes `keyPath` on `object`, calling `block` with each change; the change carries the
  /// key path under `KeyValueChangeKey.notificationKeyPath`. A `nil` object, or a key
  /// path this controller already observes on the object, does nothing. An empty key path is a
  /// failed assertion.
  public func observe(
    _ object: RuntimeObject?, keyPath: String, options: KeyValueObservingOptions = [],
    block: @escaping KVONotificationBlock
  ) {
    if keyPath.isEmpty {
      raiseAssertionFailure(
        in: "-[HashTableKVOController observe:keyPath:options:block:]",
        "missing required parameters observe:\(describe(object)) keyPath:\(keyPath) block:<closure>"
      )
    }
    guard let object else { return }
    register(
      HashTableKVOInfo(
        object: object, retained: retainsObserved, keyPath: keyPath, options: options,
        callback: .block(block)),
      on: object)
  }

  /// Observes `keyPath` on `object`, sending `action` to the observer with each change. The
  /// action may take no argument (`propertyDidChange`), the change (`propertyDidChange:`), or
  /// the change and the object (`propertyDidChange:object:`). An observer that does not respond
  /// to it is a failed assertion, even when `object` is `nil`.
  public func observe(
    _ object: RuntimeObject?, keyPath: String, options: KeyValueObservingOptions = [],
    action: Selector
  ) {
    if keyPath.isEmpty || action.name.isEmpty {
      raiseAssertionFailure(
        in: "-[HashTableKVOController observe:keyPath:options:action:]",
        "missing required parameters observe:\(describe(object)) keyPath:\(keyPath) action:\(action)"
      )
    }
    assertObserverResponds(
      to: action, in: "-[HashTableKVOController observe:keyPath:options:action:]")
    guard let object else { return }
    register(
      HashTableKVOInfo(
        object: object, retained: retainsObserved, keyPath: keyPath, options: options,
        callback: .action(action)),
      on: object)
  }

  /// Observes `keyPath` on `object`, delivering each change to the observer's own
  /// `observeValue(forKeyPath:of:change:context:)` with `context`.
  public func observe(
    _ object: RuntimeObject?, keyPath: String, options: KeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {
    if keyPath.isEmpty {
      raiseAssertionFailure(
        in: "-[HashTableKVOController observe:keyPath:options:context:]",
        "missing required parameters observe:\(describe(object)) keyPath:\(keyPath)")
    }
    guard let object else { return }
    register(
      HashTableKVOInfo(
        object: object, retained: retainsObserved, keyPath: keyPath, options: options,
        callback: .context(context)),
      on: object)
  }
}

/// The calls that take several key paths come with the protocol.
extension HashTableKVOController: KVOControlling {}
