import Foundation

/// What `mutableArrayValue(forKey:)` answers: an array that edits an ordered to-many property
/// of its owner, one change at a time.
///
/// Each edit reads the property, changes a copy and stores it back with `setValue(_:forKey:)`.
/// When the owner is observed and the key notifies automatically, the edit is wrapped in
/// `willChange(_:valuesAt:forKey:)` and `didChange(_:valuesAt:forKey:)`, so observers hear an
/// insertion, removal or replacement with its indexes rather than a whole new array; the
/// setter's own notification is nested inside and adds nothing.
public final class MutableArrayProxy: @unchecked Sendable {
  private let owner: RuntimeObject
  private let key: String

  init(owner: RuntimeObject, key: String) {
    self.owner = owner
    self.key = key
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
    guard let array = arrayToEdit() else { return }
    insert([element], at: IndexSet(integer: array.count))
  }

  /// Inserts `element` at `index`.
  public func insert(_ element: Any, at index: Int) {
    insert([element], at: IndexSet(integer: index))
  }

  /// Inserts `newElements` so that they end up at `indexes`, as `insertObjects:atIndexes:` does.
  public func insert(_ newElements: [Any], at indexes: IndexSet) {
    edit(.insertion, at: indexes) { array in
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
    edit(.removal, at: indexes) { array in
      for index in indexes.reversed() {
        Self.checkIndex(index, in: array, inclusive: false, "removeObjectAtIndex:")
        array.remove(at: index)
      }
    }
  }

  /// Removes every element: one removal of all indexes.
  public func removeAll() {
    guard let array = arrayToEdit() else { return }
    remove(at: IndexSet(integersIn: 0..<array.count))
  }

  /// Replaces the elements at `indexes` with `newElements`, as
  /// `replaceObjectsAtIndexes:withObjects:` does.
  public func replace(at indexes: IndexSet, with newElements: [Any]) {
    edit(.replacement, at: indexes) { array in
      for (index, element) in zip(indexes, newElements) {
        Self.checkIndex(index, in: array, inclusive: false, "replaceObjectAtIndex:withObject:")
        array[index] = element
      }
    }
  }

  // ANCHOR: array-proxy-edit
  /// Applies one edit: notifies around storing the edited copy when the owner's observers
  /// should hear it. A key with no accessor and no storage goes to `setValue(_:forUndefinedKey:)`,
  /// which raises, as the proxy Foundation returns for such a key does.
  private func edit(
    _ kind: KeyValueChange, at indexes: IndexSet, _ change: (inout [Any]) -> Void
  ) {
    guard var array = arrayToEdit() else { return }
    change(&array)
    let notifies = owner.notifiesAutomatically(
      forKey: key, by: "willChange:valuesAtIndexes:forKey:")
    if notifies { owner.send("willChange:valuesAtIndexes:forKey:", kind, indexes, key) }
    owner.setValue(array, forKey: key)
    if notifies { owner.send("didChange:valuesAtIndexes:forKey:", kind, indexes, key) }
  }
  // ANCHOR_END: array-proxy-edit

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
