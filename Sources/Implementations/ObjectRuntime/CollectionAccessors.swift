import Foundation

// ANCHOR: indexed-accessors
/// The indexed accessor methods of an ordered to-many property, found by name on a class, as
/// `mutableArrayValueForKey:` looks for them (the Key-Value Coding Programming Guide's search
/// pattern for mutable arrays): for the key `books`, `insertObject:inBooksAtIndex:`,
/// `insertBooks:atIndexes:`, `removeObjectFromBooksAtIndex:`, `removeBooksAtIndexes:`,
/// `replaceObjectInBooksAtIndex:withObject:` and `replaceBooksAtIndexes:withBooks:`.
///
/// They count only together: a class needs at least one insertion and one removal method, or
/// key-value coding ignores them all and edits the whole array through the setter or storage.
/// The replacement methods are optional.
public struct IndexedAccessors: Sendable {
  /// `insertObject:in<Key>AtIndex:`, receiving the element and its index.
  public let insert: Selector?
  /// `insert<Key>:atIndexes:`, receiving an array and an `IndexSet`.
  public let insertMany: Selector?
  /// `removeObjectFrom<Key>AtIndex:`, receiving the index.
  public let remove: Selector?
  /// `remove<Key>AtIndexes:`, receiving an `IndexSet`.
  public let removeMany: Selector?
  /// `replaceObjectIn<Key>AtIndex:withObject:`, receiving the index and the element.
  public let replace: Selector?
  /// `replace<Key>AtIndexes:with<Key>:`, receiving an `IndexSet` and an array.
  public let replaceMany: Selector?

  /// The accessors instances of `runtimeClass` respond to for `key`, or `nil` when they lack
  /// an insertion or a removal method.
  public init?(forKey key: String, of runtimeClass: RuntimeClass) {
    let name = key.capitalizingFirstLetter()
    func implemented(_ selector: Selector) -> Selector? {
      runtimeClass.instancesRespond(to: selector) ? selector : nil
    }
    insert = implemented("insertObject:in\(name)AtIndex:")
    insertMany = implemented("insert\(name):atIndexes:")
    remove = implemented("removeObjectFrom\(name)AtIndex:")
    removeMany = implemented("remove\(name)AtIndexes:")
    guard insert != nil || insertMany != nil, remove != nil || removeMany != nil else {
      return nil
    }
    replace = implemented("replaceObjectIn\(name)AtIndex:withObject:")
    replaceMany = implemented("replace\(name)AtIndexes:with\(name):")
  }
  // ANCHOR_END: indexed-accessors

  /// Inserts `elements` at `indexes` in `owner`'s property: one element through the
  /// one-element method when there is one, several through the many-element method when there
  /// is one, otherwise one at a time, in ascending index order.
  func insert(_ elements: [Any], at indexes: IndexSet, in owner: RuntimeObject) {
    guard !indexes.isEmpty else { return }
    if let insertMany, elements.count != 1 || insert == nil {
      owner.send(insertMany, elements, indexes)
      return
    }
    for (element, index) in zip(elements, indexes) {
      insertOne(element, at: index, in: owner)
    }
  }

  /// Removes the elements at `indexes`, one at a time from the highest index down when there
  /// is no many-element method.
  func remove(at indexes: IndexSet, in owner: RuntimeObject) {
    guard !indexes.isEmpty else { return }
    if let removeMany, indexes.count != 1 || remove == nil {
      owner.send(removeMany, indexes)
      return
    }
    for index in indexes.reversed() {
      removeOne(at: index, in: owner)
    }
  }

  /// Replaces the elements at `indexes` with `elements`. Without replacement methods, each
  /// replacement is a removal followed by an insertion at the same index.
  func replace(at indexes: IndexSet, with elements: [Any], in owner: RuntimeObject) {
    guard !indexes.isEmpty else { return }
    if let replaceMany, indexes.count != 1 || replace == nil {
      owner.send(replaceMany, indexes, elements)
      return
    }
    for (index, element) in zip(indexes, elements) {
      if let replace {
        owner.send(replace, index, element)
      } else {
        removeOne(at: index, in: owner)
        insertOne(element, at: index, in: owner)
      }
    }
  }

  private func insertOne(_ element: Any, at index: Int, in owner: RuntimeObject) {
    if let insert {
      owner.send(insert, element, index)
    } else if let insertMany {
      owner.send(insertMany, [element], IndexSet(integer: index))
    }
  }

  private func removeOne(at index: Int, in owner: RuntimeObject) {
    if let remove {
      owner.send(remove, index)
    } else if let removeMany {
      owner.send(removeMany, IndexSet(integer: index))
    }
  }
}

// ANCHOR: set-accessors
/// The set accessor methods of an unordered to-many property, found by name on a class, as
/// `mutableSetValueForKey:` looks for them: for the key `tags`, `addTagsObject:`, `addTags:`,
/// `removeTagsObject:`, `removeTags:` and `intersectTags:`.
///
/// As for arrays, they count only together: at least one addition and one removal method, or
/// key-value coding ignores them all. `intersect<Key>:` is optional; so is the setter, which
/// the set proxy uses to replace all members when the class has one.
public struct SetAccessors: Sendable {
  /// `add<Key>Object:`, receiving one member.
  public let add: Selector?
  /// `add<Key>:`, receiving a `Set<AnyHashable>` to unite with.
  public let addMany: Selector?
  /// `remove<Key>Object:`, receiving one member.
  public let remove: Selector?
  /// `remove<Key>:`, receiving a `Set<AnyHashable>` to subtract.
  public let removeMany: Selector?
  /// `intersect<Key>:`, receiving a `Set<AnyHashable>` to keep.
  public let intersect: Selector?

  /// The accessors instances of `runtimeClass` respond to for `key`, or `nil` when they lack
  /// an addition or a removal method.
  public init?(forKey key: String, of runtimeClass: RuntimeClass) {
    let name = key.capitalizingFirstLetter()
    func implemented(_ selector: Selector) -> Selector? {
      runtimeClass.instancesRespond(to: selector) ? selector : nil
    }
    add = implemented("add\(name)Object:")
    addMany = implemented("add\(name):")
    remove = implemented("remove\(name)Object:")
    removeMany = implemented("remove\(name):")
    guard add != nil || addMany != nil, remove != nil || removeMany != nil else { return nil }
    intersect = implemented("intersect\(name):")
  }
  // ANCHOR_END: set-accessors

  /// Adds `members`: through `add<Key>:` when the class has it (or when it has no one-member
  /// method), otherwise one member at a time.
  func add(_ members: Set<AnyHashable>, to owner: RuntimeObject) {
    guard !members.isEmpty else { return }
    if let addMany, members.count != 1 || add == nil {
      owner.send(addMany, members)
      return
    }
    for member in members {
      if let add { owner.send(add, member) }
    }
  }

  /// Removes `members`, in the same way.
  func remove(_ members: Set<AnyHashable>, from owner: RuntimeObject) {
    guard !members.isEmpty else { return }
    if let removeMany, members.count != 1 || remove == nil {
      owner.send(removeMany, members)
      return
    }
    for member in members {
      if let remove { owner.send(remove, member) }
    }
  }

  /// Keeps only the members also in `other`: through `intersect<Key>:` when the class has it,
  /// otherwise by removing the others.
  func intersect(
    _ other: Set<AnyHashable>, current: Set<AnyHashable>, in owner: RuntimeObject
  ) {
    if let intersect {
      owner.send(intersect, other)
    } else {
      remove(current.subtracting(other), from: owner)
    }
  }
}
