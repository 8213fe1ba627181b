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
    // snippet.hide
    Trace.active?.note(.call, on: info, from: self, label: "info for context")
    Trace.active?.note(.call, on: nil, from: info, label: info.callback.traceLabel)
    // snippet.show
    info.callback.deliver(change ?? [:], keyPath: keyPath ?? info.keyPath, of: object, to: observer)
  }
  // ANCHOR_END: receive
}
