/// A dictionary from objects to objects whose keys and values can each be held strongly or
/// weakly, and compared by identity or by equality (`NSMapTable`).
///
/// An entry whose weakly held key or value has died vanishes: lookups miss it, `count` and
/// enumeration skip it. Keys are never copied, unlike `NSDictionary`'s, so any object can be a
/// key. Like `NSMapTable`, a table is not thread-safe: guard it with a lock.
public final class MapTable<Key: AnyObject, Value: AnyObject> {
  public let keyOptions: PointerOptions
  public let valueOptions: PointerOptions
  private var buckets: [Int: [Entry]] = [:]

  private struct Entry {
    let hash: Int
    let key: Slot<Key>
    let value: Slot<Value>

    /// The key and value, or `nil` when either, held weakly, has died.
    var live: (key: Key, value: Value)? {
      guard let key = key.object, let value = value.object else { return nil }
      return (key, value)
    }
  }

  public init(keyOptions: PointerOptions, valueOptions: PointerOptions) {
    self.keyOptions = keyOptions
    self.valueOptions = valueOptions
  }

  /// The value for `key` (`objectForKey:`).
  public func object(forKey key: Key) -> Value? {
    let hash = keyOptions.personality.hash(of: key)
    for entry in buckets[hash] ?? [] {
      if let live = entry.live, keyOptions.personality.isEqual(live.key, key) { return live.value }
    }
    return nil
  }

  /// Sets the value for `key`; an equal key already present keeps its place and gets the new
  /// value (`setObject:forKey:`).
  public func setObject(_ value: Value, forKey key: Key) {
    let hash = keyOptions.personality.hash(of: key)
    var bucket = (buckets[hash] ?? []).filter { $0.live != nil }
    let entry: Entry
    if let index = bucket.firstIndex(where: { keyOptions.personality.isEqual($0.live!.key, key) }) {
      entry = Entry(
        hash: hash, key: bucket[index].key, value: Slot(value, memory: valueOptions.memory))
      bucket[index] = entry
    } else {
      entry = Entry(
        hash: hash, key: Slot(key, memory: keyOptions.memory),
        value: Slot(value, memory: valueOptions.memory))
      bucket.append(entry)
    }
    buckets[hash] = bucket
  }

  /// Removes the entry for `key`, if any (`removeObjectForKey:`).
  public func removeObject(forKey key: Key) {
    let hash = keyOptions.personality.hash(of: key)
    guard let bucket = buckets[hash] else { return }
    let kept = bucket.filter { entry in
      guard let live = entry.live else { return false }
      return !keyOptions.personality.isEqual(live.key, key)
    }
    buckets[hash] = kept.isEmpty ? nil : kept
  }

  /// Removes every entry (`removeAllObjects`).
  public func removeAllObjects() {
    buckets.removeAll()
  }

  // ANCHOR: address-lookup
  /// The value whose key is the object at `address`, found without touching that object: the
  /// Swift spelling of `[table objectForKey:(__bridge id)pointer]` with pointer personality.
  /// Only a table with pointer personality keys answers; any other answers `nil`.
  public func object(forKeyAtAddress address: UnsafeRawPointer) -> Value? {
    guard keyOptions.personality == .objectPointer else { return nil }
    let wanted = UInt(bitPattern: address)
    let hash = PointerOptions.Personality.hash(ofAddress: wanted)
    for entry in buckets[hash] ?? [] {
      if let live = entry.live, WeakTables.address(of: live.key) == wanted { return live.value }
    }
    return nil
  }

  // ANCHOR_END: address-lookup

  /// The number of live entries.
  public var count: Int { entries.count }

  /// The live entries, in no particular order.
  public var entries: [(key: Key, value: Value)] {
    // Closures, not key paths such as `\.live`: in a generic class, a key path literal is built
    // again on every call, which costs microseconds.
    buckets.values.flatMap { $0.compactMap { $0.live } }
  }

  /// The live keys (`keyEnumerator`).
  public var keys: [Key] { entries.map { $0.key } }

  /// The live values (`objectEnumerator`).
  public var values: [Value] { entries.map { $0.value } }

  /// A new table with the same options and the same live entries (`copy`). The objects are
  /// shared, not copied; the copy holds them as the original does.
  public func copy() -> MapTable {
    let copy = MapTable(keyOptions: keyOptions, valueOptions: valueOptions)
    copy.buckets = buckets.compactMapValues { bucket in
      let live = bucket.filter { $0.live != nil }
      return live.isEmpty ? nil : live
    }
    return copy
  }
}

extension MapTable: Sequence {
  /// Enumerates a snapshot of the live entries, so the table may change during the loop.
  public func makeIterator() -> IndexingIterator<[(key: Key, value: Value)]> {
    entries.makeIterator()
  }
}
