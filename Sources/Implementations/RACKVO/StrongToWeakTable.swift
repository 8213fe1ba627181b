import ObjectRuntime

/// A dictionary whose keys are held strongly and whose values weakly: the one piece of
/// `NSMapTable strongToWeakObjectsMapTable` the proxy needs. A value that has been freed reads
/// as absent; its entry stays until the key is removed or set again.
///
/// It is a plain value with no lock of its own: its owner decides how access is serialised.
// ANCHOR: strong-to-weak-table
struct StrongToWeakTable<Key: Hashable, Object: AnyObject> {
  private var entries: [Key: WeakReference<Object>] = [:]

  subscript(key: Key) -> Object? {
    get { entries[key]?.object }
    set { entries[key] = newValue.map { WeakReference($0) } }
  }

  /// How many entries the table holds, including those whose value has been freed.
  var count: Int { entries.count }
}
// ANCHOR_END: strong-to-weak-table
