import ObjectRuntime
import RawKVO

extension FBKVOSharedController {
  // ANCHOR: receive
  /// Finds the info by the context's address (without touching what may be a freed info) and
  /// forwards the change. A notification whose info, controller or observer has gone is
  /// dropped.
  func forward(
    change: [KeyValueChangeKey: Any]?, keyPath: String?, object: RuntimeObject?,
    context: UnsafeMutableRawPointer?
  ) {
    guard let context else {
      raiseAssertionFailure(
        in: "-[FBKVOSharedController observeValueForKeyPath:ofObject:change:context:]",
        "missing context keyPath:\(keyPath ?? "(null)") object:\(describe(object)) change:\(describeChange(change))"
      )
    }
    guard let info = infos.withLock({ $0.member(atAddress: context) }),
      let controller = info.controller,
      let observer = controller.observer,
      let object
    else { return }
    deliver(change ?? [:], keyPath: keyPath ?? info.keyPath, of: object, to: observer, for: info)
  }
  // ANCHOR_END: receive

  // ANCHOR: deliver
  /// Runs the info's callback, outside every lock.
  private func deliver(
    _ change: [KeyValueChangeKey: Any], keyPath: String, of object: RuntimeObject,
    to observer: RuntimeObject, for info: FBKVOInfo
  ) {
    switch info.callback {
    case .block(let block):
      var changeWithKeyPath = change
      changeWithKeyPath[.notificationKeyPath] = keyPath
      block(observer, object, changeWithKeyPath)
    case .action(let action):
      observer.send(action, change, object)
    case .context(let context):
      observer.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
  }
  // ANCHOR_END: deliver
}
