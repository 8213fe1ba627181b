import Foundation
import ObjectRuntime

/// The to-many side of ``ChangeNotifier``: the same will/did pairing and nesting, with change
/// dictionaries that carry a kind other than setting.
extension ChangeNotifier {
  // ANCHOR: will-change-to-many
  /// Begins a to-many change in `scope`. Registrations for exactly `key` (or, when `key` is
  /// `nil`, every registration given: a forwarder passing on a change deeper in a key path) see
  /// the to-many change; others, such as a dependent key, see a setting.
  static func willChange(
    _ object: RuntimeObject, scope: ChangeScope, observances: @autoclosure () -> [Observance],
    toMany change: ToManyChange, forKey key: String?
  ) {
    let pending = PendingChanges.current
    if let open = pending.entries.last(where: { $0.scope == scope }) {
      open.depth += 1
      return
    }
    let held = ObservationInfo.existing(for: object)?.retainObservers()
    defer { withExtendedLifetime(held) {} }
    var captured: [(observance: Observance, old: Any?)] = []
    var toMany: [ToManyCapture?] = []
    for observance in observances() {
      let wantsOld = observance.options.contains(.old)
      if key == nil || observance.keyPath == key {
        let before =
          wantsOld || isSetMutation(change) ? object.value(forKeyPath: observance.keyPath) : nil
        captured.append((observance, nil))
        toMany.append(ToManyCapture(change, before: before))
      } else {
        captured.append((observance, wantsOld ? object.value(forKeyPath: observance.keyPath) : nil))
        toMany.append(nil)
      }
    }
    let entry = PendingChange(scope: scope, captured: captured)
    entry.toMany = toMany
    pending.entries.append(entry)
    for ((observance, old), capture) in zip(captured, toMany)
    where observance.options.contains(.prior) {
      if let capture {
        deliver(capture.priorChange(options: observance.options), to: observance, about: object)
        continue
      }
      var change: [KeyValueChangeKey: Any] = [
        .kind: KeyValueChange.setting, .notificationIsPrior: true,
      ]
      if observance.options.contains(.old) { change[.old] = old ?? NSNull() }
      deliver(change, to: observance, about: object)
    }
  }
  // ANCHOR_END: will-change-to-many

  /// Ends a to-many change that ``didChange(_:scope:retargeting:)`` has closed: notifies every
  /// registration it began on that is still registered, letting go of each observer once it
  /// has been notified.
  static func finishToMany(
    _ open: PendingChange, toMany: [ToManyCapture?], of object: RuntimeObject
  ) {
    for (index, ((observance, old), capture)) in zip(open.captured, toMany).enumerated() {
      defer { open.release(index) }
      guard observance.isRegistered else { continue }
      let options = observance.options
      if let capture {
        let change = capture.posteriorChange(
          options: options, after: object.value(forKeyPath: observance.keyPath))
        deliver(change, to: observance, about: object)
        continue
      }
      var change: [KeyValueChangeKey: Any] = [.kind: KeyValueChange.setting]
      if options.contains(.old) { change[.old] = old ?? NSNull() }
      if options.contains(.new) {
        change[.new] = object.value(forKeyPath: observance.keyPath) ?? NSNull()
      }
      deliver(change, to: observance, about: object)
    }
  }

  /// The to-many change the innermost open change on this thread shows `observer`, if any: what
  /// a forwarder receiving a prior notification passes on to the registration it serves.
  static func toManyChange(seenBy observer: RuntimeObject) -> ToManyChange? {
    guard let open = PendingChanges.current.entries.last, let toMany = open.toMany else {
      return nil
    }
    for ((observance, _), capture) in zip(open.captured, toMany)
    where observance.observer.object === observer {
      return capture?.change
    }
    return nil
  }

  /// A set mutation's arriving and leaving objects depend on the set before the change, so it
  /// is read even when the registration did not ask for old values.
  private static func isSetMutation(_ change: ToManyChange) -> Bool {
    if case .setMutation = change { return true }
    return false
  }
}
