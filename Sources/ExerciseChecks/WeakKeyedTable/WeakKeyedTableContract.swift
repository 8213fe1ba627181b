import ObjectRuntime

/// The contract of exercise WeakKeyedTable: a table whose keys are held weakly.
public protocol WeakKeyedTableContract: AnyObject, Sendable {
  /// An empty table.
  init()
  /// Stores `value` under `key`, replacing what was there. The key is held weakly and compared
  /// by identity; the value is held strongly until the key is freed.
  func set(_ value: AnyObject, for key: RuntimeObject)
  /// The value stored under this very key, if the key has one.
  func value(for key: RuntimeObject) -> AnyObject?
  /// How many keys still alive have a value.
  var count: Int { get }
}
