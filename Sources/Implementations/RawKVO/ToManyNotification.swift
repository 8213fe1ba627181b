import Foundation
import ObjectRuntime

// ANCHOR: manual-to-many
/// The notifications for a change to a to-many property, for code that edits one by hand
/// (`-willChange:valuesAtIndexes:forKey:`, `-willChangeValueForKey:withSetMutation:usingObjects:`
/// and their did-change partners). Pair each will with its did, with the same arguments.
extension RuntimeObject {
  /// Tells observers of the ordered to-many property `key` that the elements at `indexes` are
  /// about to be inserted, removed or replaced (`kind` is not `.setting`).
  public func willChange(_ kind: KeyValueChange, valuesAt indexes: IndexSet, forKey key: String) {
    willChange(key, .indexed(kind, indexes))
  }

  /// Tells observers of `key` that the change begun by `willChange(_:valuesAt:forKey:)` is made.
  public func didChange(_ kind: KeyValueChange, valuesAt indexes: IndexSet, forKey key: String) {
    didChangeValue(forKey: key)
  }

  /// Tells observers of the unordered to-many property `key` that it is about to change by
  /// `mutation` with `objects`.
  public func willChangeValue(
    forKey key: String, withSetMutation mutation: KeyValueSetMutationKind,
    using objects: Set<AnyHashable>
  ) {
    willChange(key, .setMutation(mutation, objects))
  }

  /// Tells observers of `key` that the set mutation begun by
  /// `willChangeValue(forKey:withSetMutation:using:)` is made.
  public func didChangeValue(
    forKey key: String, withSetMutation mutation: KeyValueSetMutationKind,
    using objects: Set<AnyHashable>
  ) {
    didChangeValue(forKey: key)
  }

  private func willChange(_ key: String, _ change: ToManyChange) {
    Trace.active?.note(.willChange, on: self, label: key)
    ChangeNotifier.willChange(
      self, scope: ChangeScope(object: self, key: key),
      observances: ObservationInfo.existing(for: self)?.observances(triggeredBy: key) ?? [],
      toMany: change, forKey: key)
  }
}
// ANCHOR_END: manual-to-many

/// The to-many messages a mutable proxy sends, given to the notifying subclass beside
/// `willChangeValueForKey:`, so that only an observed object's proxies notify.
enum ToManyMessages {
  static func install(on subclass: RuntimeClass) {
    subclass.addMethod("willChange:valuesAtIndexes:forKey:") { receiver, _, arguments in
      receiver.willChange(
        arguments[0] as! KeyValueChange, valuesAt: arguments[1] as! IndexSet,
        forKey: arguments[2] as! String)
      return nil
    }
    subclass.addMethod("didChange:valuesAtIndexes:forKey:") { receiver, _, arguments in
      receiver.didChange(
        arguments[0] as! KeyValueChange, valuesAt: arguments[1] as! IndexSet,
        forKey: arguments[2] as! String)
      return nil
    }
    subclass.addMethod("willChangeValueForKey:withSetMutation:usingObjects:") {
      receiver, _, arguments in
      receiver.willChangeValue(
        forKey: arguments[0] as! String, withSetMutation: arguments[1] as! KeyValueSetMutationKind,
        using: arguments[2] as! Set<AnyHashable>)
      return nil
    }
    subclass.addMethod("didChangeValueForKey:withSetMutation:usingObjects:") {
      receiver, _, arguments in
      receiver.didChangeValue(
        forKey: arguments[0] as! String, withSetMutation: arguments[1] as! KeyValueSetMutationKind,
        using: arguments[2] as! Set<AnyHashable>)
      return nil
    }
  }
}
