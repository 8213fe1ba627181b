import Foundation
import ObjectRuntime

/// Sends notifications around a change: the prior ones at will-change, the posterior ones at
/// did-change. Nothing is locked while an observer runs.
enum ChangeNotifier {
  // ANCHOR: will-change
  // ANCHOR: will-change-begin
  /// Begins a change in `scope` for the registrations `observances` on `object`: holds every
  /// observer of the object while it runs, reads each registration's old value if it asked for
  /// it, and sends prior notifications. A will-change nested inside an open one for the same
  /// scope only deepens it.
  static func willChange(
    _ object: RuntimeObject, scope: ChangeScope, observances: @autoclosure () -> [Observance]
  ) {
    let pending = PendingChanges.current
    if let open = pending.entries.last(where: { $0.scope == scope }) {
      open.depth += 1
      return
    }
    let held = ObservationInfo.existing(for: object)?.retainObservers()
    defer { withExtendedLifetime(held) {} }
    let captured = observances().map { observance in
      let wantsOld = observance.options.contains(.old)
      return (
        observance: observance, old: wantsOld ? object.value(forKeyPath: observance.keyPath) : nil
      )
    }
    pending.entries.append(PendingChange(scope: scope, captured: captured))
    // ANCHOR_END: will-change-begin
    // ANCHOR: will-change-prior
    // The prior notifications go to every registration the change began on, one after another,
    // even one an earlier observer removes from its callback: this KVO fixes the list when a
    // change begins (what Foundation does here is not documented), which is why a controller
    // must drop notifications it no longer expects.
    for (observance, old) in captured where observance.options.contains(.prior) {
      var change: [KeyValueChangeKey: Any] = [
        .kind: KeyValueChange.setting, .notificationIsPrior: true,
      ]
      if observance.options.contains(.old) { change[.old] = old ?? NSNull() }
      deliver(change, to: observance, about: object)
    }
  }
  // ANCHOR_END: will-change-prior
  // ANCHOR_END: will-change

  // ANCHOR: did-change
  /// Ends a change in `scope`: when the outermost pair closes, moves the key-path forwarders of
  /// `retargeting` (the registrations the changed key concerns now, including any made during
  /// the change) to the new values, then notifies every registration the change began on that
  /// is still registered, letting go of each observer once it has been notified.
  static func didChange(
    _ object: RuntimeObject, scope: ChangeScope, retargeting: @autoclosure () -> [Observance]
  ) {
    let pending = PendingChanges.current
    guard let index = pending.entries.lastIndex(where: { $0.scope == scope }) else { return }
    let open = pending.entries[index]
    open.depth -= 1
    guard open.depth == 0 else { return }
    pending.entries.remove(at: index)
    for observance in retargeting() where observance.isRegistered {
      for forwarder in observance.forwarders {
        forwarder.retarget()
      }
    }
    if let toMany = open.toMany { return finishToMany(open, toMany: toMany, of: object) }
    for (index, (observance, old)) in open.captured.enumerated() {
      defer { open.release(index) }
      guard observance.isRegistered else { continue }
      // snippet.hide
      guard observance.options.contains(.new) || observance.options.contains(.old) else {
        deliver(settingOnly, to: observance, about: object)
        continue
      }
      // Room for one more key than KVO fills, so a controller adding its own copies no table.
      // snippet.show
      var change = [KeyValueChangeKey: Any](minimumCapacity: 4)
      change[.kind] = KeyValueChange.setting
      if observance.options.contains(.old) { change[.old] = old ?? NSNull() }
      if observance.options.contains(.new) {
        change[.new] = object.value(forKeyPath: observance.keyPath) ?? NSNull()
      }
      deliver(change, to: observance, about: object)
    }
  }
  // ANCHOR_END: did-change

  /// The change of an observer that asked for neither value: the same dictionary every time,
  /// made once, rather than one built per notification.
  nonisolated(unsafe) private static let settingOnly: [KeyValueChangeKey: Any] = [
    .kind: KeyValueChange.setting
  ]

  // ANCHOR: deliver
  /// Calls the observer's `observeValue`. A caller's observer is alive here: the change holds
  /// it from its start (or, for `.initial`, the caller passing it to `addObserver`); only the
  /// machinery's own forwarder can have been freed on the way, and is skipped.
  static func deliver(
    _ change: [KeyValueChangeKey: Any], to observance: Observance, about object: RuntimeObject
  ) {
    guard let observer = observance.observer.object else { return }
    // snippet.hide
    Trace.active?.note(
      .notify, on: observer, from: object, label: observance.keyPath,
      detail: KeyValueChangeKey.summary(of: change))
    // snippet.show
    observer.observeValue(
      forKeyPath: observance.keyPath, of: object, change: change, context: observance.context)
  }
  // ANCHOR_END: deliver
}
