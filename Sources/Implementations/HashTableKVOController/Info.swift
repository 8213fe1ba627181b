import Foundation
import KVOController
import ObjectRuntime
import RawKVO

/// One observation: a key path on one object, its options and what to do when it changes.
///
/// Unlike FBKVOController's info, it carries its object, because nothing else records which
/// object an observation belongs to; the controller's table holds it strongly and its own
/// address is the KVO context.
// ANCHOR: info
final class HashTableKVOInfo: @unchecked Sendable {
  /// How a notification reaches the observer. An info carries exactly one.
  enum Callback {
    case block(KVONotificationBlock)
    case action(Selector)
    /// Forwarded to the observer's own `observeValue`, with the caller's context.
    case context(UnsafeMutableRawPointer?)
  }

  /// The observed object, when the controller retains what it observes.
  private let retainedObject: RuntimeObject?
  /// The observed object, when it does not.
  private weak var unretainedObject: RuntimeObject?
  /// The observed object's identity, fixed at creation: it keeps the hash stable.
  let objectIdentity: ObjectIdentifier
  let keyPath: String
  let options: KeyValueObservingOptions
  let callback: Callback
  private let currentState = Locked(ObservationState.initial)

  init(
    object: RuntimeObject, retained: Bool = true, keyPath: String,
    options: KeyValueObservingOptions = [], callback: Callback = .context(nil)
  ) {
    retainedObject = retained ? object : nil
    unretainedObject = retained ? nil : object
    objectIdentity = ObjectIdentifier(object)
    self.keyPath = keyPath
    self.options = options
    self.callback = callback
  }

  /// The observed object; `nil` once an object that was not retained has started to die.
  var object: RuntimeObject? { retainedObject ?? unretainedObject }
  // ANCHOR_END: info

  /// Whether this observation watches `object` itself, alive.
  func belongs(to object: RuntimeObject) -> Bool {
    self.object === object
  }

  /// The pointer the controller registers as KVO's context: this info's own address.
  var contextPointer: UnsafeMutableRawPointer {
    Unmanaged.passUnretained(self).toOpaque()
  }

  var state: ObservationState { currentState.withLock { $0 } }

  /// Called once KVO's `addObserver` has returned; see ``ObservationState/finishRegistering()``.
  func finishRegistering() -> Bool {
    currentState.withLock { $0.finishRegistering() }
  }

  /// Moves to `.notObserving`; see ``ObservationState/stopObserving()``.
  func stopObserving() -> Bool {
    currentState.withLock { $0.stopObserving() }
  }
}

// ANCHOR: equality
/// Two infos are equal when they watch the same key path on the same object, compared by
/// identity. With one table for every object, the key path alone would make `name` on one
/// object the same observation as `name` on any other.
extension HashTableKVOInfo: Hashable {
  static func == (lhs: HashTableKVOInfo, rhs: HashTableKVOInfo) -> Bool {
    lhs.objectIdentity == rhs.objectIdentity && lhs.keyPath == rhs.keyPath
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(objectIdentity)
    hasher.combine(keyPath)
  }
}
// ANCHOR_END: equality

extension HashTableKVOInfo: CustomDebugStringConvertible {
  /// `<HashTableKVOInfo:0x… keyPath:name options:NSKeyValueObservingOptionNew block:<closure>>`.
  var debugDescription: String {
    var text = "<HashTableKVOInfo:\(addressDescription(of: self)) keyPath:\(keyPath)"
    if !options.isEmpty { text += " options:\(describeOptions(options))" }
    switch callback {
    case .block: text += " block:<closure>"
    case .action(let selector): text += " action:\(selector)"
    case .context(let context?): text += " context:\(describeContext(context))"
    case .context(nil): break
    }
    return text + ">"
  }
}
