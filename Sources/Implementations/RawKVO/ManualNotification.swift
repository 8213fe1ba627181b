import ObjectRuntime

/// The notifications a setter sends, for code that changes a value some other way
/// (`-willChangeValueForKey:` and `-didChangeValueForKey:`).
// ANCHOR: manual
extension RuntimeObject {
  /// Tells observers of `key` (and of key paths it affects) that its value is about to change.
  /// Pair every call with ``didChangeValue(forKey:)`` on the same thread (no `await` between
  /// them: open changes are kept per thread); pairs may nest.
  public func willChangeValue(forKey key: String) {
    // snippet.hide
    Trace.active?.note(.willChange, on: self, label: key)
    // snippet.show
    ChangeNotifier.willChange(
      self, scope: ChangeScope(object: self, key: key),
      observances: ObservationInfo.existing(for: self)?.observances(triggeredBy: key) ?? [])
  }

  /// Tells observers of `key` that its value has changed: they are notified now.
  public func didChangeValue(forKey key: String) {
    // snippet.hide
    Trace.active?.note(.didChange, on: self, label: key)
    // snippet.show
    ChangeNotifier.didChange(
      self, scope: ChangeScope(object: self, key: key),
      retargeting: ObservationInfo.existing(for: self)?.observances(triggeredBy: key) ?? [])
  }
}
// ANCHOR_END: manual
