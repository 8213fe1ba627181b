/// A set of objects held strongly or weakly, compared by identity or by equality
/// (`NSHashTable`). A weakly held member vanishes when it dies. Not thread-safe: guard it with
/// a lock.
///
/// It is a map table from each member to itself, both sides held the same way.
public final class HashTable<Element: AnyObject> {
  private let table: MapTable<Element, Element>

  public init(options: PointerOptions) {
    table = MapTable(keyOptions: options, valueOptions: options)
  }

  private init(table: MapTable<Element, Element>) {
    self.table = table
  }

  /// How the members are held and compared.
  public var options: PointerOptions { table.keyOptions }

  /// Adds `member` unless an equal one is already there (`addObject:`), which is kept.
  public func add(_ member: Element) {
    guard table.object(forKey: member) == nil else { return }
    table.setObject(member, forKey: member)
  }

  /// Removes the member equal to `member`, if any (`removeObject:`).
  public func remove(_ member: Element) {
    table.removeObject(forKey: member)
  }

  /// Removes every member (`removeAllObjects`).
  public func removeAll() {
    table.removeAllObjects()
  }

  /// The member equal to `object`: the one stored, which may be a different object than the
  /// one asked with (`member:`).
  public func member(_ object: Element) -> Element? {
    table.object(forKey: object)
  }

  /// Whether a member equals `object` (`containsObject:`).
  public func contains(_ object: Element) -> Bool {
    member(object) != nil
  }

  /// The member that is the object at `address`, found without touching that object; `nil`
  /// unless the table has pointer personality. See ``MapTable/object(forKeyAtAddress:)``.
  public func member(atAddress address: UnsafeRawPointer) -> Element? {
    table.object(forKeyAtAddress: address)
  }

  /// The number of live members.
  public var count: Int { table.count }

  /// The live members, in no particular order (`allObjects`).
  public var allObjects: [Element] { table.keys }

  /// A new table with the same options and the same live members (`copy`).
  public func copy() -> HashTable {
    HashTable(table: table.copy())
  }
}

extension HashTable: Sequence {
  /// Enumerates a snapshot of the live members.
  public func makeIterator() -> IndexingIterator<[Element]> {
    allObjects.makeIterator()
  }
}
