import ObjectRuntime

/// One registration: an observer, the key path it watches on one object, its options and its
/// context (Foundation's `NSKeyValueObservance`).
///
/// A registration never owns its observer: a change retains it only while it notifies (see
/// ``ObservationInfo/retainObservers()``). The weak reference is how this runtime notices an
/// observer freed while still registered, which it reports and stops on, as a zombie-enabled
/// build would; it never keeps one alive.
// ANCHOR: observance
final class Observance: @unchecked Sendable, CustomStringConvertible {
  let observer: WeakReference<RuntimeObject>
  let observerIdentity: ObjectIdentifier
  let observerClassName: String
  let observerAddress: String
  let keyPath: String
  let options: KeyValueObservingOptions
  let context: UnsafeMutableRawPointer?
  /// A registration the machinery made for itself (a key-path forwarder), not one a caller
  /// made: it never counts as a leftover observer.
  let isInternal: Bool
  /// The keys of the observed object whose changes change this key path's value: its first
  /// component and the keys that affect it.
  let triggerKeys: Set<String>
  /// The observations that carry changes deeper in the key path (`b.c` of `a.b.c`, or of a
  /// multi-component affecting key path) back to this registration.
  let forwarders: [KeyPathForwarder]
  private let registered = Locked(true)
  // ANCHOR_END: observance

  init(
    observer: RuntimeObject, keyPath: String, options: KeyValueObservingOptions,
    context: UnsafeMutableRawPointer?, isInternal: Bool, triggers: ObservationTriggers
  ) {
    self.observer = WeakReference(observer)
    self.observerIdentity = ObjectIdentifier(observer)
    self.observerClassName = observer.reportedClass.name
    self.observerAddress = addressDescription(of: observer)
    self.keyPath = keyPath
    self.options = options
    self.context = context
    self.isInternal = isInternal
    self.triggerKeys = triggers.keys
    self.forwarders = triggers.forwardedPaths.map { KeyPathForwarder(key: $0.key, rest: $0.rest) }
  }

  /// Whether the registration is still in place; a change that began before it was removed
  /// does not reach it.
  var isRegistered: Bool {
    get { registered.withLock { $0 } }
    set { registered.withLock { $0 = newValue } }
  }

  var description: String {
    "<NSKeyValueObservance \(addressDescription(of: self)): Observer: \(observerAddress), Key path: \(keyPath), Options: \(options) Context: \(describeContext(context))>"
  }
}
