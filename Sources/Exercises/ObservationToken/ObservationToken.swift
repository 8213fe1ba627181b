import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Chapter 1 exercise: an observation that cleans up after itself, like Foundation's
/// `NSKeyValueObservation`.
///
/// The token already registers a `ValueForwarder`, which hands each new value to the handler.
/// Make `invalidate()` remove the registration (once, however often it is called) and make a
/// token that is freed invalidate itself. Run it with
/// `swift run workbook exercise run observation-token`.
public final class ObservationToken: ObservationTokenContract {
  let object: RuntimeObject
  let keyPath: String
  let forwarder: ValueForwarder

  public init(
    observing object: RuntimeObject, keyPath: String, handler: @escaping (Any?) -> Void
  ) {
    self.object = object
    self.keyPath = keyPath
    self.forwarder = ValueForwarder(handler: handler)
    object.addObserver(forwarder, forKeyPath: keyPath, options: [.new])
  }

  public func invalidate() {}
}
