import ObjectRuntime

/// What a block observation receives: the controller's observer, the observed object and the
/// change (`FBKVONotificationBlock`). The observer is never `nil` here: a notification whose
/// observer has gone is dropped before any block runs.
public typealias KVONotificationBlock =
  (_ observer: RuntimeObject, _ object: RuntimeObject, _ change: [KeyValueChangeKey: Any]) -> Void

extension KeyValueChangeKey {
  /// The key path that changed, added to the change dictionary of block observations only, so
  /// one block can serve several key paths (`FBKVONotificationKeyPathKey`).
  public static let notificationKeyPath = KeyValueChangeKey(
    rawValue: "FBKVONotificationKeyPathKey")
}
