import ObjectRuntime
import RawKVO

/// What every controller's observation is, whatever else it holds: a key path, options, a
/// callback and a state, with its own address as the KVO context.
package protocol ControllerInfo: AnyObject, CustomDebugStringConvertible {
  /// The class name descriptions show: `FBKVOInfo`.
  static var className: String { get }
  var keyPath: String { get }
  var options: KeyValueObservingOptions { get }
  var callback: ObservationCallback { get }
  /// The observation's ``ObservationState``, behind a lock.
  var currentState: Locked<ObservationState> { get }
}

extension ControllerInfo {
  /// The pointer registered as KVO's context: this observation's own address.
  package var contextPointer: UnsafeMutableRawPointer {
    Unmanaged.passUnretained(self).toOpaque()
  }

  package var state: ObservationState { currentState.withLock { $0 } }

  /// Called once KVO's `addObserver` has returned; see ``ObservationState/finishRegistering()``.
  package func finishRegistering() -> Bool {
    currentState.withLock { $0.finishRegistering() }
  }

  /// Moves to `.notObserving`; see ``ObservationState/stopObserving()``.
  package func stopObserving() -> Bool {
    currentState.withLock { $0.stopObserving() }
  }

  /// `<FBKVOInfo:0x… keyPath:name options:NSKeyValueObservingOptionNew block:<closure>>`.
  package var debugDescription: String {
    var text = "<\(Self.className):\(addressDescription(of: self)) keyPath:\(keyPath)"
    if !options.isEmpty { text += " options:\(describeOptions(options))" }
    return text + callback.descriptionSuffix + ">"
  }
}

/// `<FBKVOController:0x… observer:<Owner:0x…>`, then each observed object with its
/// observations, one per line: how both controllers describe themselves.
package func describeController(
  _ controller: AnyObject, named name: String, observer: RuntimeObject?,
  observing observed: [(object: RuntimeObject, infos: [any ControllerInfo])]
) -> String {
  let observerText = observer.map { "<\($0.reportedClass.name):\(addressDescription(of: $0))>" }
  var text = "<\(name):\(addressDescription(of: controller)) observer:\(observerText ?? "(null)")"
  if !observed.isEmpty { text += "\n  " }
  text += observed.map { object, infos in
    "\(object) -> (\(infos.map(\.debugDescription).joined(separator: ", ")))"
  }.joined(separator: "\n  ")
  return text + ">"
}
