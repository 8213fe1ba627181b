import Foundation
import ObjectRuntime
import RawKVO
import Testing

private let insertOne: Selector = "insertObject:inBooksAtIndex:"
private let insertMany: Selector = "insertBooks:atIndexes:"
private let removeOne: Selector = "removeObjectFromBooksAtIndex:"
private let removeMany: Selector = "removeBooksAtIndexes:"
private let replaceOne: Selector = "replaceObjectInBooksAtIndex:withObject:"
private let replaceMany: Selector = "replaceBooksAtIndexes:withBooks:"
private let addOne: Selector = "addTagsObject:"
private let addMany: Selector = "addTags:"
private let removeMember: Selector = "removeTagsObject:"
private let removeMembers: Selector = "removeTags:"
private let intersect: Selector = "intersectTags:"

/// Which methods `mutableArrayValue(forKey:)` and `mutableSetValue(forKey:)` edit through, with
/// nobody observing: the collection accessors when the class has at least one insertion (or
/// addition) and one removal method, otherwise the storage.
@Suite struct AccessorSearchPatternTests {
  // ANCHOR: array-accessors-test
  @Test func theArrayProxyEditsThroughTheIndexedAccessors() {
    let shelf = Shelf.make(with: [insertOne, removeOne, replaceOne])
    let books = shelf.mutableArrayValue(forKey: "books")

    books.append("Emma")
    books.insert("Ulysses", at: 0)
    books[1] = "Middlemarch"
    books.remove(at: 0)

    #expect(shelf.books == ["Middlemarch"])
    #expect(shelf.calls == [insertOne.name, insertOne.name, replaceOne.name, removeOne.name])
  }
  // ANCHOR_END: array-accessors-test

  @Test func theManyElementMethodsServeEditsOfSeveralElementsAndOfOne() {
    let shelf = Shelf.make(with: [insertMany, removeMany, replaceMany])
    let books = shelf.mutableArrayValue(forKey: "books")

    books.insert(["Emma", "Ulysses", "Dubliners"], at: IndexSet([0, 1, 2]))
    books.replace(at: IndexSet([0, 2]), with: ["Persuasion", "Beloved"])
    books.remove(at: 1)

    #expect(shelf.books == ["Persuasion", "Beloved"])
    #expect(shelf.calls == [insertMany.name, replaceMany.name, removeMany.name])
  }

  @Test func oneInsertionAndOneRemovalMethodOfEitherKindSuffice() {
    let shelf = Shelf.make(with: [insertOne, removeMany])
    let books = shelf.mutableArrayValue(forKey: "books")

    books.insert(["Emma", "Ulysses"], at: IndexSet([0, 1]))
    books.remove(at: 0)

    #expect(shelf.books == ["Ulysses"])
    #expect(shelf.calls == [insertOne.name, insertOne.name, removeMany.name])
  }

  @Test(arguments: [
    [insertOne], [removeOne], [insertMany, replaceOne], [removeMany, replaceMany],
  ])
  func withoutBothAnInsertionAndARemovalMethodTheAccessorsAreIgnored(_ accessors: [Selector]) {
    let shelf = Shelf.make(with: accessors)
    shelf.books = ["Emma"]
    let books = shelf.mutableArrayValue(forKey: "books")

    books.append("Ulysses")
    books[0] = "Persuasion"
    books.remove(at: 1)

    #expect(shelf.books == ["Persuasion"])
    #expect(shelf.calls.isEmpty)
  }

  @Test func withoutAReplacementMethodAReplacementIsARemovalThenAnInsertion() {
    let shelf = Shelf.make(with: [insertOne, removeOne])
    shelf.books = ["Emma", "Ulysses"]

    shelf.mutableArrayValue(forKey: "books")[1] = "Beloved"

    #expect(shelf.books == ["Emma", "Beloved"])
    #expect(shelf.calls == [removeOne.name, insertOne.name])
  }

  @Test func severalRemovalsThroughTheOneElementMethodGoFromTheHighestIndexDown() {
    let shelf = Shelf.make(with: [insertOne, removeOne])
    shelf.books = ["Emma", "Ulysses", "Beloved"]

    shelf.mutableArrayValue(forKey: "books").remove(at: IndexSet([0, 2]))

    #expect(shelf.books == ["Ulysses"])
    #expect(shelf.calls == [removeOne.name, removeOne.name])
  }

  // ANCHOR: set-accessors-test
  @Test func theSetProxyEditsThroughTheSetAccessors() {
    let shelf = Shelf.make(with: [addOne, removeMember, intersect])
    let tags = shelf.mutableSetValue(forKey: "tags")

    tags.insert("poetry")
    tags.formUnion(["essays", "letters"])
    tags.remove("poetry")
    tags.formIntersection(["letters"])

    #expect(shelf.tags == ["letters"])
    #expect(
      shelf.calls == [addOne.name, addOne.name, addOne.name, removeMember.name, intersect.name])
  }
  // ANCHOR_END: set-accessors-test

  @Test func theWholeSetMethodsServeEditsOfOneMemberToo() {
    let shelf = Shelf.make(with: [addMany, removeMembers])
    let tags = shelf.mutableSetValue(forKey: "tags")

    tags.insert("poetry")
    tags.formUnion(["essays", "letters"])
    tags.remove("poetry")
    tags.formIntersection(["letters"])

    #expect(shelf.tags == ["letters"])
    #expect(
      shelf.calls == [addMany.name, addMany.name, removeMembers.name, removeMembers.name])
  }

  @Test(arguments: [[addOne], [removeMember], [addMany, intersect], [removeMembers, intersect]])
  func withoutBothAnAdditionAndARemovalMethodTheSetAccessorsAreIgnored(_ accessors: [Selector]) {
    let shelf = Shelf.make(with: accessors)
    let tags = shelf.mutableSetValue(forKey: "tags")

    tags.formUnion(["poetry", "essays"])
    tags.remove("poetry")
    tags.formIntersection([])

    #expect(shelf.tags.isEmpty)
    #expect(shelf.calls.isEmpty)
  }

  @Test func replacingAllMembersUsesTheSetterWhenThereIsOne() {
    let withSetter = Shelf.make(with: [addOne, removeMember, "setTags:"])
    let without = Shelf.make(with: [addOne, removeMember])
    withSetter.tags = ["poetry"]
    without.tags = ["poetry"]

    withSetter.mutableSetValue(forKey: "tags").setMembers(["essays"])
    without.mutableSetValue(forKey: "tags").setMembers(["essays"])

    #expect(withSetter.tags == ["essays"] && without.tags == ["essays"])
    #expect(withSetter.calls == ["setTags:"])
    #expect(without.calls == [removeMember.name, addOne.name])
  }
}

/// One call of an indexed accessor, on a shelf holding `Emma` and `Ulysses`, and the one
/// notification an observer of `books` hears.
enum IndexedAccessorCall: String, CaseIterable, Sendable {
  case insertOne, insertMany, removeOne, removeMany, replaceOne, replaceMany

  var selector: Selector {
    switch self {
    case .insertOne: RawKVOTests.insertOne
    case .insertMany: RawKVOTests.insertMany
    case .removeOne: RawKVOTests.removeOne
    case .removeMany: RawKVOTests.removeMany
    case .replaceOne: RawKVOTests.replaceOne
    case .replaceMany: RawKVOTests.replaceMany
    }
  }

  var arguments: [Any?] {
    switch self {
    case .insertOne: ["Beloved", 1]
    case .insertMany: [["Beloved"], IndexSet(integer: 1)]
    case .removeOne: [1]
    case .removeMany: [IndexSet(integer: 1)]
    case .replaceOne: [1, "Beloved"]
    case .replaceMany: [IndexSet(integer: 1), ["Beloved"]]
    }
  }

  var kind: KeyValueChange {
    switch self {
    case .insertOne, .insertMany: .insertion
    case .removeOne, .removeMany: .removal
    case .replaceOne, .replaceMany: .replacement
    }
  }
}

/// One call of a set accessor on a shelf tagged `poetry` and `essays`, and the change kind an
/// observer of `tags` hears.
enum SetAccessorCall: String, CaseIterable, Sendable {
  case addOne, addMany, removeOne, removeMany, intersect

  var selector: Selector {
    switch self {
    case .addOne: RawKVOTests.addOne
    case .addMany: RawKVOTests.addMany
    case .removeOne: removeMember
    case .removeMany: removeMembers
    case .intersect: RawKVOTests.intersect
    }
  }

  var argument: Any {
    switch self {
    case .addOne: AnyHashable("letters")
    case .removeOne: AnyHashable("poetry")
    case .addMany: Set<AnyHashable>(["letters"])
    case .removeMany: Set<AnyHashable>(["poetry"])
    case .intersect: Set<AnyHashable>(["essays"])
    }
  }

  var kind: KeyValueChange { self == .addOne || self == .addMany ? .insertion : .removal }
}

/// KVO through the collection accessors: the notifying subclass wraps each one, so calling it
/// notifies once; a proxy edit announces itself once, whatever accessors it calls.
@Suite struct AccessorNotificationTests {
  private static let allIndexed = [
    insertOne, insertMany, removeOne, removeMany, replaceOne, replaceMany,
  ]
  private static let allSet = [addOne, addMany, removeMember, removeMembers, intersect]

  // ANCHOR: direct-accessor-test
  @Test(arguments: IndexedAccessorCall.allCases)
  func callingAnIndexedAccessorOfAnObservedObjectNotifiesOnce(_ call: IndexedAccessorCall) {
    let shelf = Shelf.make(with: Self.allIndexed)
    shelf.books = ["Emma", "Ulysses"]
    let observer = RecordingObserver()
    shelf.addObserver(observer, forKeyPath: "books", options: [.old, .new])

    shelf.send(call.selector, arguments: call.arguments)

    #expect(shelf.calls == [call.selector.name])
    #expect(observer.notifications.count == 1)
    #expect(observer.notifications.first?.kind == call.kind)
    #expect(observer.notifications.first?.change[.indexes] as? IndexSet == IndexSet(integer: 1))
    shelf.removeObserver(observer, forKeyPath: "books")
  }
  // ANCHOR_END: direct-accessor-test

  @Test func aDirectInsertionCarriesTheNewElementAndAReplacementBoth() {
    let shelf = Shelf.make(with: Self.allIndexed)
    shelf.books = ["Emma"]
    let observer = RecordingObserver()
    shelf.addObserver(observer, forKeyPath: "books", options: [.old, .new])

    shelf.send(insertOne, "Ulysses", 1)
    shelf.send(replaceOne, 0, "Persuasion")

    #expect(observer.notifications.map(\.kind) == [.insertion, .replacement])
    #expect(observer.notifications[0].new as? [String] == ["Ulysses"])
    #expect(observer.notifications[1].old as? [String] == ["Emma"])
    #expect(observer.notifications[1].new as? [String] == ["Persuasion"])
    shelf.removeObserver(observer, forKeyPath: "books")
  }

  @Test(arguments: SetAccessorCall.allCases)
  func callingASetAccessorOfAnObservedObjectNotifiesOnce(_ call: SetAccessorCall) {
    let shelf = Shelf.make(with: Self.allSet)
    shelf.tags = ["poetry", "essays"]
    let observer = RecordingObserver()
    shelf.addObserver(observer, forKeyPath: "tags", options: [.old, .new])

    shelf.send(call.selector, call.argument)

    #expect(shelf.calls == [call.selector.name])
    #expect(observer.notifications.map(\.kind) == [call.kind])
    let changed = observer.notifications.first.flatMap { ($0.new ?? $0.old) as? Set<String> }
    #expect(changed == (call.kind == .insertion ? ["letters"] : ["poetry"]))
    shelf.removeObserver(observer, forKeyPath: "tags")
  }

  // ANCHOR: proxy-through-accessors-test
  @Test func eachProxyEditThroughTheAccessorsNotifiesOnce() {
    let shelf = Shelf.make(with: Self.allIndexed)
    let observer = RecordingObserver()
    shelf.addObserver(observer, forKeyPath: "books", options: [.old, .new])
    let books = shelf.mutableArrayValue(forKey: "books")

    books.append("Emma")
    books.insert(["Ulysses", "Beloved"], at: IndexSet([0, 1]))
    books[2] = "Persuasion"
    books.replace(at: IndexSet([0, 1]), with: ["Dubliners", "Middlemarch"])
    books.remove(at: 0)
    books.removeAll()

    #expect(shelf.books.isEmpty)
    #expect(
      shelf.calls == [
        insertOne.name, insertMany.name, replaceOne.name, replaceMany.name, removeOne.name,
        removeMany.name,
      ])
    #expect(
      observer.notifications.map(\.kind) == [
        .insertion, .insertion, .replacement, .replacement, .removal, .removal,
      ])
    #expect(observer.notifications[5].old as? [String] == ["Middlemarch", "Persuasion"])
    shelf.removeObserver(observer, forKeyPath: "books")
  }
  // ANCHOR_END: proxy-through-accessors-test

  @Test func aReplacementMadeOfARemovalAndAnInsertionIsHeardAsOneReplacement() {
    let shelf = Shelf.make(with: [insertOne, removeOne])
    shelf.books = ["Emma", "Ulysses"]
    let observer = RecordingObserver()
    shelf.addObserver(observer, forKeyPath: "books", options: [.old, .new, .prior])

    shelf.mutableArrayValue(forKey: "books")[0] = "Persuasion"

    #expect(shelf.calls == [removeOne.name, insertOne.name])
    #expect(observer.notifications.map(\.isPrior) == [true, false])
    #expect(observer.notifications.allSatisfy { $0.kind == .replacement })
    #expect(observer.notifications[1].old as? [String] == ["Emma"])
    #expect(observer.notifications[1].new as? [String] == ["Persuasion"])
    shelf.removeObserver(observer, forKeyPath: "books")
  }

  @Test func severalRemovalsThroughTheOneElementMethodAreHeardAsOne() {
    let shelf = Shelf.make(with: [insertOne, removeOne])
    shelf.books = ["Emma", "Ulysses", "Beloved"]
    let observer = RecordingObserver()
    shelf.addObserver(observer, forKeyPath: "books", options: [.old])

    shelf.mutableArrayValue(forKey: "books").remove(at: IndexSet([0, 2]))

    #expect(shelf.calls == [removeOne.name, removeOne.name])
    #expect(observer.notifications.count == 1)
    #expect(observer.notifications[0].change[.indexes] as? IndexSet == IndexSet([0, 2]))
    #expect(observer.notifications[0].old as? [String] == ["Emma", "Beloved"])
    shelf.removeObserver(observer, forKeyPath: "books")
  }

  @Test func eachSetProxyEditThroughTheAccessorsNotifiesOnce() {
    let shelf = Shelf.make(with: [addOne, removeMember])
    let observer = RecordingObserver()
    shelf.addObserver(observer, forKeyPath: "tags", options: [.old, .new])
    let tags = shelf.mutableSetValue(forKey: "tags")

    tags.formUnion(["poetry", "essays", "letters"])
    tags.remove("poetry")
    tags.formIntersection(["letters"])
    tags.setMembers(["drama"])

    #expect(shelf.tags == ["drama"])
    #expect(shelf.calls.count == 3 + 1 + 1 + 2)
    #expect(
      observer.notifications.map(\.kind) == [.insertion, .removal, .removal, .replacement])
    #expect(observer.notifications[2].old as? Set<String> == ["essays"])
    shelf.removeObserver(observer, forKeyPath: "tags")
  }

  @Test func accessorsKeyValueCodingIgnoresAreNotWrapped() {
    let shelf = Shelf.make(with: [insertOne])
    let observer = RecordingObserver()
    shelf.addObserver(observer, forKeyPath: "books")

    shelf.send(insertOne, "Emma", 0)
    shelf.mutableArrayValue(forKey: "books").append("Ulysses")

    #expect(shelf.books == ["Emma", "Ulysses"])
    #expect(shelf.calls == [insertOne.name])
    #expect(observer.notifications.map(\.kind) == [.insertion])
    #expect(observer.notifications[0].change[.indexes] as? IndexSet == IndexSet(integer: 1))
    shelf.removeObserver(observer, forKeyPath: "books")
  }

  @Test func theAccessorsOfAKeyThatDoesNotNotifyAutomaticallyAreNotWrapped() {
    let shelf = Shelf.make(ManualShelf.self, with: [insertOne, removeOne])
    let observer = RecordingObserver()
    shelf.addObserver(observer, forKeyPath: "books")

    shelf.send(insertOne, "Emma", 0)
    shelf.mutableArrayValue(forKey: "books").append("Ulysses")

    #expect(shelf.books == ["Emma", "Ulysses"])
    #expect(observer.notifications.isEmpty)
    shelf.removeObserver(observer, forKeyPath: "books")
  }
}
