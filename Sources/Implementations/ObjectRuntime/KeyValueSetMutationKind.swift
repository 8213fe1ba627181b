/// How an unordered to-many property changes (`NSKeyValueSetMutationKind`), as told to
/// `willChangeValue(forKey:withSetMutation:using:)`. Each maps to a change kind: `union` to
/// insertion, `minus` and `intersect` to removal, `set` to replacement.
public enum KeyValueSetMutationKind: UInt, Sendable {
  /// The objects are added (`unionSet:`).
  case union = 1
  /// The objects are removed (`minusSet:`).
  case minus = 2
  /// Everything but the objects is removed (`intersectSet:`).
  case intersect = 3
  /// The set becomes the objects (`setSet:`).
  case set = 4
}
