import Foundation
import ObjectRuntime

/// Registering and removing observers
/// (`NSObject(NSKeyValueObserverRegistration)`).
extension RuntimeObject {
  /// Registers `observer` to hear about changes to `keyPath`, relative to this object.
  ///
  /// KVO does not keep the observer, this object, or the context alive: remove the registration
  /// before either side goes away. With `.initial`, the first notification arrives before this
  /// method returns; it carries the current value only when `.new` is asked for too, and only
  /// then is the value read here, so only then does a key path nothing answers raise.
  // ANCHOR: add-observer
  // ANCHOR: add-observer-initial
  public func addObserver(
    _ observer: RuntimeObject, forKeyPath keyPath: String,
    options: KeyValueObservingOptions = [], context: UnsafeMutableRawPointer? = nil
  ) {
    // snippet.hide
    if keyPath.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
      RuntimeException.raise(
        .unknownKey,
        "[\(bracketedDescription(of: self)) addObserver:\(bracketedDescription(of: observer)) forKeyPath:@\"\(keyPath)\" options:\(options.rawValue) context:\(describeContext(context))] was given a key path with an empty component."
      )
    }
    checkKeyPathThroughValues(keyPath, observer: observer, options: options, context: context)
    // snippet.show
    let observance = Observance(
      observer: observer, keyPath: keyPath, options: options, context: context,
      isInternal: false,
      triggers: ObservationTriggers(keyPath: keyPath, on: reportedClass.swiftType))
    if options.contains(.initial) {
      var change: [KeyValueChangeKey: Any] = [.kind: KeyValueChange.setting]
      // Only `.new` makes KVO read the value now; `.initial` alone reports just the kind, so a
      // key path nothing answers goes unnoticed here.
      if options.contains(.new) {
        guard case .found(let value) = lookUpValue(alongKeyPath: keyPath) else {
          RuntimeException.raise(
            .unknownKey,
            "[\(bracketedDescription(of: self)) addObserver:\(bracketedDescription(of: observer)) forKeyPath:@\"\(keyPath)\" options:\(options.rawValue) context:\(describeContext(context))] was sent to an object that is not KVC-compliant for the \"\(keyPath)\" property."
          )
        }
        change[.new] = value ?? NSNull()
      }
      // As in Foundation, the initial notification comes before the registration is recorded:
      // an observer that removes itself from inside it is removing something not yet there.
      ChangeNotifier.deliver(change, to: observance, about: self)
    }
    register(observance)
  }
  // ANCHOR_END: add-observer-initial
  // ANCHOR_END: add-observer

  /// Removes the most recent registration of `observer` for `keyPath`, whatever its context.
  /// Raises `NSRangeException` if there is none.
  public func removeObserver(_ observer: RuntimeObject, forKeyPath keyPath: String) {
    unregister(observer, forKeyPath: keyPath) { _ in true }
  }

  /// Removes the most recent registration of `observer` for `keyPath` made with `context`.
  /// Raises `NSRangeException` if there is none.
  public func removeObserver(
    _ observer: RuntimeObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) {
    unregister(observer, forKeyPath: keyPath) { $0.context == context }
  }

  /// Registers one of the machinery's own observers (a key-path forwarder).
  func addInternalObserver(_ observer: RuntimeObject, forKeyPath keyPath: String) {
    register(
      Observance(
        observer: observer, keyPath: keyPath, options: [.prior], context: nil, isInternal: true,
        triggers: ObservationTriggers(keyPath: keyPath, on: reportedClass.swiftType)))
  }

  /// Removes one of the machinery's own observers, silently if it is already gone.
  func removeInternalObserver(_ observer: RuntimeObject, forKeyPath keyPath: String) {
    _ = removeObservance(of: observer, forKeyPath: keyPath) { $0.isInternal }
  }

  // ANCHOR: register
  private func register(_ observance: Observance) {
    let info = ObservationInfo.of(self)
    info.withRegistrationLock {
      IsaSwizzling.prepare(self, forKeys: observance.triggerKeys)
      info.append(observance)
    }
    for forwarder in observance.forwarders {
      forwarder.attach(to: observance, on: self)
    }
  }
  // ANCHOR_END: register

  private func unregister(
    _ observer: RuntimeObject, forKeyPath keyPath: String,
    matching matches: @escaping (Observance) -> Bool
  ) {
    RemovalSeam.beforeRemoving?()
    guard
      removeObservance(
        of: observer, forKeyPath: keyPath, matching: { !$0.isInternal && matches($0) })
    else {
      RuntimeException.raise(
        .range,
        "Cannot remove an observer \(bracketedDescription(of: observer)) for the key path \"\(keyPath)\" from \(bracketedDescription(of: self)) because it is not registered as an observer."
      )
    }
  }

  // ANCHOR: remove-observance
  /// Removes the most recent matching registration; when none is left, the object goes back
  /// to its original class. Answers whether one was found.
  private func removeObservance(
    of observer: RuntimeObject, forKeyPath keyPath: String,
    matching matches: @escaping (Observance) -> Bool
  ) -> Bool {
    guard let info = ObservationInfo.existing(for: self) else { return false }
    let identity = ObjectIdentifier(observer)
    let removed = info.withRegistrationLock { () -> Observance? in
      guard
        let (observance, isEmpty) = info.removeLast(where: {
          $0.observerIdentity == identity && $0.keyPath == keyPath && matches($0)
        })
      else { return nil }
      observance.isRegistered = false
      if isEmpty { IsaSwizzling.restore(self) }
      return observance
    }
    guard let removed else { return false }
    for forwarder in removed.forwarders {
      forwarder.detach()
    }
    return true
  }
  // ANCHOR_END: remove-observance

  /// Like `value(forKeyPath:)`, but answers `.undefined` instead of raising when a key along
  /// the path has no accessor or storage.
  func lookUpValue(alongKeyPath keyPath: String) -> KeyValueLookup {
    var current: Any = self
    var components = keyPath.split(separator: ".").map(String.init)[...]
    while let key = components.popFirst() {
      guard case .found(let value) = ObjectRuntime.lookUpValue(in: current, forKey: key) else {
        return .undefined
      }
      guard !components.isEmpty else { return .found(value) }
      guard let next = value else { return .found(nil) }
      current = next
    }
    return .found(current)
  }
}
