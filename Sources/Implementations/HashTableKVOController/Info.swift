import KVOController
import ObjectRuntime
import RawKVO

/// One observation: a key path on one object, its options and what to do when it changes.
///
/// Unlike FBKVOController's info, it carries its object, because nothing else records which
/// object an observation belongs to; the controller's table holds it strongly and its own
/// address is the KVO context.
// ANCHOR: info
final class HashTableKVOInfo: ControllerInfo, @unchecked Sendable {
  static let className = "HashTableKVOInfo"

  // ANCHOR: info-object
  /// The observed object, when the controller retains what it observes.
  private let retainedObject: RuntimeObject?
  /// The observed object, when it does not.
  private weak var unretainedObject: RuntimeObject?
  /// The observed object's identity, fixed at creation: it keeps the hash stable.
  let objectIdentity: ObjectIdentifier
  // ANCHOR_END: info-object
  let keyPath: String
  let options: KeyValueObservingOptions
  let callback: ObservationCallback
  let currentState = Locked(ObservationState.initial)

  init(
    object: RuntimeObject, retained: Bool = true, keyPath: String,
    options: KeyValueObservingOptions = [], callback: ObservationCallback = .context(nil)
  ) {
    retainedObject = retained ? object : nil
    unretainedObject = retained ? nil : object
    objectIdentity = ObjectIdentifier(object)
    self.keyPath = keyPath
    self.options = options
    self.callback = callback
  }

  /// A probe for looking up the observation of `keyPath` on `object`: equal to it, and holding
  /// no reference to the object at all.
  init(lookingFor object: RuntimeObject, keyPath: String) {
    retainedObject = nil
    objectIdentity = ObjectIdentifier(object)
    self.keyPath = keyPath
    options = []
    callback = .context(nil)
  }

  // ANCHOR: info-access
  /// The observed object; `nil` once an object that was not retained has started to die.
  var object: RuntimeObject? { retainedObject ?? unretainedObject }

  /// Whether this observation watches `object` itself, alive.
  func belongs(to object: RuntimeObject) -> Bool {
    self.object === object
  }
  // ANCHOR_END: info-access
}
// ANCHOR_END: info

// ANCHOR: equality
/// Two infos are equal when they watch the same key path on the same object, compared by
/// identity. With one table for every object, the key path alone would make `radius` on one
/// circle the same observation as `radius` on any other.
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
