import Foundation

/// What `mutableArrayValue(forKey:)` answers: an array that edits an ordered to-many property
/// of its owner, one change at a time.
///
/// When the owner's class has indexed accessors for the key (``IndexedAccessors``), each edit
/// goes through them. Otherwise it reads the property, changes a copy and stores it back with
/// `setValue(_:forKey:)`. When the owner is observed and the key notifies automatically, the
/// edit is wrapped in `willChange(_:valuesAt:forKey:)` and `didChange(_:valuesAt:forKey:)`, so
/// observers hear one insertion, removal or replacement with its indexes rather than a whole
/// new array. The notifications the setter or the accessors send themselves are nested inside
/// and add nothing.
public final class MutableArrayProxy: @unchecked Sendable {
  private let owner: RuntimeObject
  private let key: String
  /// Found when the proxy is made, as Foundation picks its kind of proxy then.
  private let accessors: IndexedAccessors?

  init(owner: RuntimeObject, key: String) {
    self.owner = owner
    self.key = key
    accessors = IndexedAccessors(forKey: key, of: object_getClass(owner))
  }

  /// The property's current elements.
  public var elements: [Any] {
    switch owner.lookUpValue(forKey: key) {
    case .found(let value): (value as? [Any]) ?? []
    case .undefined: (owner.value(forUndefinedKey: key) as? [Any]) ?? []
    }
  }

  public var count: Int { elements.count }

  /// Reads an element; assigning one replaces it.
  public subscript(index: Int) -> Any {
    get { elements[index] }
    set { replace(at: IndexSet(integer: index), with: [newValue]) }
  }

  /// Adds `element` at the end: an insertion at index `count`.
  public func append(_ element: Any) {
    guard let count = countToEdit() else { return }
    insert([element], at: IndexSet(integer: count))
  }

  /// Inserts `element` at `index`.
  public func insert(_ element: Any, at index: Int) {
    insert([element], at: IndexSet(integer: index))
  }

  /// Inserts `newElements` so that they end up at `indexes`, as `insertObjects:atIndexes:` does.
  public func insert(_ newElements: [Any], at indexes: IndexSet) {
    edit(.insertion, at: indexes, through: { $0.insert(newElements, at: indexes, in: owner) }) {
      array in
      for (element, index) in zip(newElements, indexes) {
        Self.checkIndex(index, in: array, inclusive: true, "insertObject:atIndex:")
        array.insert(element, at: index)
      }
    }
  }

  /// Removes the element at `index`.
  public func remove(at index: Int) {
    remove(at: IndexSet(integer: index))
  }

  /// Removes the elements at `indexes`, as `removeObjectsAtIndexes:` does.
  public func remove(at indexes: IndexSet) {
    edit(.removal, at: indexes, through: { $0.remove(at: indexes, in: owner) }) { array in
      for index in indexes.reversed() {
        Self.checkIndex(index, in: array, inclusive: false, "removeObjectAtIndex:")
        array.remove(at: index)
      }
    }
  }

  /// Removes every element: one removal of all indexes.
  public func removeAll() {
    guard let count = countToEdit() else { return }
    remove(at: IndexSet(integersIn: 0..<count))
  }

  /// Replaces the elements at `indexes` with `newElements`, as
  /// `replaceObjectsAtIndexes:withObjects:` does.
  public func replace(at indexes: IndexSet, with newElements: [Any]) {
    edit(
      .replacement, at: indexes, through: { $0.replace(at: indexes, with: newElements, in: owner) }
    ) {
      array in
      for (index, element) in zip(indexes, newElements) {
        Self.checkIndex(index, in: array, inclusive: false, "replaceObjectAtIndex:withObject:")
        array[index] = element
      }
    }
  }

  // ANCHOR: array-proxy-edit
  /// Applies one edit, through the owner's indexed accessors when it has them, otherwise by
  /// storing an edited copy; notifies around it when the owner's observers should hear it. A
  /// key with neither accessors nor storage goes to `setValue(_:forUndefinedKey:)`, which
  /// raises, as the proxy Foundation returns for such a key does.
  private func edit(
    _ kind: KeyValueChange, at indexes: IndexSet, through accessorEdit: (IndexedAccessors) -> Void,
    copying change: (inout [Any]) -> Void
  ) {
    var edited: [Any]?
    if accessors == nil {
      guard var array = arrayToEdit() else { return }
      change(&array)
      edited = array
    }
    let notifies = owner.notifiesAutomatically(
      forKey: key, by: "willChange:valuesAtIndexes:forKey:")
    if notifies { owner.send("willChange:valuesAtIndexes:forKey:", kind, indexes, key) }
    if let accessors {
      accessorEdit(accessors)
    } else if let edited {
      owner.setValue(edited, forKey: key)
    }
    if notifies { owner.send("didChange:valuesAtIndexes:forKey:", kind, indexes, key) }
  }
  // ANCHOR_END: array-proxy-edit

  /// The number of elements an edit at the end or of everything starts from, read as an edit
  /// without accessors reads the array.
  private func countToEdit() -> Int? {
    accessors == nil ? arrayToEdit()?.count : count
  }

  /// The array an edit starts from. A key with no accessor and no storage goes to
  /// `setValue(_:forUndefinedKey:)` instead, answering `nil`.
  private func arrayToEdit() -> [Any]? {
    guard case .found(let value) = owner.lookUpValue(forKey: key) else {
      owner.setValue(nil, forUndefinedKey: key)
      return nil
    }
    return (value as? [Any]) ?? []
  }

  /// Raises `NSRangeException` for an index outside the array, as `NSMutableArray` does.
  private static func checkIndex(_ index: Int, in array: [Any], inclusive: Bool, _ method: String) {
    let limit = inclusive ? array.count : array.count - 1
    guard index < 0 || index > limit else { return }
    let bounds = array.isEmpty ? "for empty array" : "[0 .. \(array.count - 1)]"
    RuntimeException.raise(
      .range, "*** -[NSKeyValueMutableArray \(method)]: index \(index) beyond bounds \(bounds)")
  }
}

extension RuntimeObject {
  /// A mutable array that edits the ordered to-many property `key`
  /// (`-mutableArrayValueForKey:`): the property is declared as a Swift array,
  /// `@Property var items: [Item]`, and each edit notifies observers with its change kind and
  /// indexes.
  public func mutableArrayValue(forKey key: String) -> MutableArrayProxy {
    MutableArrayProxy(owner: self, key: key)
  }

  /// Whether an edit made through a mutable proxy should be announced: the object has been
  /// given the to-many messages (only observed objects are) and `key` notifies automatically.
  func notifiesAutomatically(forKey key: String, by message: Selector) -> Bool {
    responds(to: message) && reportedClass.swiftType.automaticallyNotifiesObservers(forKey: key)
  }
}
