import Foundation
import ObjectRuntime

/// Everything KVO knows about one observed object: its registrations, in the order they were
/// made (Foundation's `observationInfo`). Kept as an associated object of the observed object.
final class ObservationInfo: @unchecked Sendable, CustomStringConvertible {
  private static let associationKey = AssociationKey("RawKVO.observationInfo")
  private let observances = Locked<[Observance]>([])
  private let registrationLock = NSRecursiveLock()
  /// The observed object's address and class, for the deallocation check's message.
  private let ownerAddress: String
  private let ownerClassName: String

  private init(owner: RuntimeObject) {
    ownerAddress = addressDescription(of: owner)
    ownerClassName = owner.reportedClass.name
  }

  /// The object's info, made on first use. It lives exactly as long as the object.
  static func of(_ object: RuntimeObject) -> ObservationInfo {
    object.associatedObject(forKey: associationKey) { ObservationInfo(owner: object) }
  }

  deinit {
    checkNothingLeft()
  }

  /// The object's info if it has ever been observed.
  static func existing(for object: RuntimeObject) -> ObservationInfo? {
    object.associatedObject(forKey: associationKey) as? ObservationInfo
  }

  /// Runs `body` while no other registration or removal on this object can run, so that
  /// swapping the class and changing the list happen together.
  func withRegistrationLock<Result>(_ body: () -> Result) -> Result {
    registrationLock.lock()
    defer { registrationLock.unlock() }
    return body()
  }

  func append(_ observance: Observance) {
    observances.withLock { $0.append(observance) }
  }

  /// Removes the most recent registration that `matches`, answering it and whether any
  /// registration is left.
  func removeLast(where matches: (Observance) -> Bool) -> (Observance, isEmpty: Bool)? {
    observances.withLock { list in
      guard let index = list.lastIndex(where: matches) else { return nil }
      let removed = list.remove(at: index)
      return (removed, list.isEmpty)
    }
  }

  // ANCHOR: retain-observers
  /// Holds every observer registered with the object, for any key, before a change notifies
  /// anyone: Foundation's `KVO_IS_RETAINING_ALL_OBSERVERS_OF_THIS_OBJECT_IF_IT_CRASHES_AN_OBSERVER_WAS_OVERRELEASED_OR_SMASHED`.
  /// The strong references it answers are the retains; dropping them is the release. An
  /// observer freed while still registered cannot be retained: that is reported, as a
  /// zombie-enabled build reports the `retain`, before any callback runs. A registration
  /// removed meanwhile, or one of the machinery's own forwarders, is skipped.
  func retainObservers() -> [RuntimeObject] {
    observances.withLock { $0 }.compactMap { observance in
      if let observer = observance.observer.object { return observer }
      guard observance.isRegistered, !observance.isInternal else { return nil }
      terminateProcess(
        printing:
          "*** -[\(observance.observerClassName) retain]: message sent to deallocated instance \(observance.observerAddress)"
      )
    }
  }
  // ANCHOR_END: retain-observers

  /// The registrations a change to `key` concerns, in registration order.
  func observances(triggeredBy key: String) -> [Observance] {
    observances.withLock { list in list.filter { $0.triggerKeys.contains(key) } }
  }

  var description: String {
    let lines = observances.withLock { $0.map(\.description) }
    return "<NSKeyValueObservationInfo \(addressDescription(of: self))> (\n"
      + lines.joined(separator: "\n") + "\n)"
  }

  // ANCHOR: dealloc-check
  /// An object freed while callers' observers are still registered is a bug KVO reports: the
  /// observers would otherwise be left pointing at freed memory. This port raises in every case.
  /// The check runs when the object's info is released, at the very end of its teardown (where
  /// GNUstep checks too), so a registration removed during teardown, by a `deinit` or by any
  /// deallocation hook, is never counted as left over.
  private func checkNothingLeft() {
    let leftover = observances.withLock { list in list.filter { !$0.isInternal } }
    guard !leftover.isEmpty else { return }
    RuntimeException.raise(
      .internalInconsistency,
      "An instance \(ownerAddress) of class \(ownerClassName) was deallocated while key value observers were still registered with it. Current observation info: \(self)"
    )
  }
  // ANCHOR_END: dealloc-check
}
