import ObjectRuntime
import RawKVO

/// How a notification reaches the observer: a block, an action, or the observer's own
/// `observeValue` with the caller's context. An observation carries exactly one.
package enum ObservationCallback {
  case block(KVONotificationBlock)
  case action(Selector)
  /// Forwarded to the observer's own `observeValue`, with the caller's context.
  case context(UnsafeMutableRawPointer?)

  // ANCHOR: deliver
  /// Runs the callback, outside every lock.
  package func deliver(
    _ change: [KeyValueChangeKey: Any], keyPath: String, of object: RuntimeObject,
    to observer: RuntimeObject
  ) {
    switch self {
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

  /// What a trace calls running it: `block`, the action's selector, or `observeValue`.
  var traceLabel: String {
    switch self {
    case .block: "block"
    case .action(let selector): selector.name
    case .context: "observeValue"
    }
  }

  /// ` block:<closure>`, ` action:propertyDidChange:`, ` context:0x…`, or nothing.
  var descriptionSuffix: String {
    switch self {
    case .block: " block:<closure>"
    case .action(let selector): " action:\(selector)"
    case .context(let context?): " context:\(describeContext(context))"
    case .context(nil): ""
    }
  }
}
