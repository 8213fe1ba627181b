import ObjectRuntime
import RawKVO

/// An observer that hands each new value to a closure: the object KVO actually calls on behalf
/// of an observation token.
public final class ValueForwarder: RuntimeObject {
  let handler: (Any?) -> Void

  public init(handler: @escaping (Any?) -> Void) {
    self.handler = handler
  }

  public override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?,
    change: [KeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
  ) {
    handler(change?[.new])
  }
}
