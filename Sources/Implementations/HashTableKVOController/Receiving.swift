import KVOController
import ObjectRuntime
import RawKVO

extension HashTableKVOController {
  // ANCHOR: receive
  // ANCHOR: receive-deliver
  /// Finds the observation a notification is for and delivers it. A notification for an
  /// observation the table no longer holds is dropped: see ``registeredInfo(for:keyPath:of:)``.
  func receive(
    change: [KeyValueChangeKey: Any]?, keyPath: String?, object: RuntimeObject?,
    context: UnsafeMutableRawPointer?
  ) {
    guard let context else {
      raiseAssertionFailure(
        in: "-[HashTableKVOController observeValueForKeyPath:ofObject:change:context:]",
        "missing context keyPath:\(keyPath ?? "(null)") object:\(describe(object)) change:\(describeChange(change))"
      )
    }
    guard let keyPath, let object,
      let info = registeredInfo(for: context, keyPath: keyPath, of: object),
      let observer
    else { return }
    info.callback.deliver(change ?? [:], keyPath: keyPath, of: object, to: observer)
  }
  // ANCHOR_END: receive-deliver

  // ANCHOR: receive-lookup
  /// The info KVO's `context` names, if the table still holds it. It is found as the member
  /// equal to the object and key path, then compared with the context by address: the context
  /// may point at an info that was unobserved and freed while KVO was on its way here, so it is
  /// never followed.
  private func registeredInfo(
    for context: UnsafeMutableRawPointer, keyPath: String, of object: RuntimeObject
  ) -> HashTableKVOInfo? {
    let probe = HashTableKVOInfo(lookingFor: object, keyPath: keyPath)
    guard let info = infos.withLock({ $0.member(probe) }), info.contextPointer == context else {
      return nil
    }
    return info
  }
  // ANCHOR_END: receive-lookup
  // ANCHOR_END: receive
}
