import Foundation
import ObjectRuntime
import RACKVO
import RawKVO
import Testing

/// Insertions, removals and replacements through `rac_observeKeyPath`, as ReactiveObjC's
/// collection examples for `RACKVOWrapper` describe them: the block receives the whole
/// collection (the old one with the prior notification, the new one after), and KVO's change
/// dictionary as it is, kind, indexes and the elements concerned.
@Suite struct CollectionChangeTests {
  /// The prior and the posterior call of one edit, observed with `[.new, .old, .prior]`.
  private func observeEdit(
    of target: RuntimeObject, _ keyPath: String, _ edit: () -> Void
  ) -> (prior: RACKVOEvent, posterior: RACKVOEvent) {
    let recorder = RACKVORecorder()
    let observation = target.rac_observeKeyPath(
      keyPath, options: [.new, .old, .prior], observer: nil, block: recorder.block)
    edit()
    observation.dispose()
    #expect(recorder.events.map(\.isPrior) == [true, false])
    return (recorder.events[0], recorder.events[1])
  }

  @Test func anInsertionArrivesWithItsIndexesAndTheWholeArray() {
    let shelf = RACShelf()
    shelf.books = ["Emma"]

    let (prior, posterior) = observeEdit(of: shelf, "books") {
      shelf.mutableArrayValue(forKey: "books").insert("Dune", at: 0)
    }

    #expect(prior.value as? [String] == ["Emma"])
    #expect(posterior.value as? [String] == ["Dune", "Emma"])
    #expect(prior.change[.kind] as? KeyValueChange == .insertion)
    #expect(posterior.change[.kind] as? KeyValueChange == .insertion)
    #expect(prior.change[.old] == nil)
    #expect(posterior.change[.new] as? [String] == ["Dune"])
    #expect(prior.change[.indexes] as? IndexSet == IndexSet(integer: 0))
    #expect(posterior.change[.indexes] as? IndexSet == IndexSet(integer: 0))
  }

  @Test func aRemovalArrivesWithTheRemovedElementsAsOld() {
    let shelf = RACShelf()
    shelf.books = ["Emma"]

    let (prior, posterior) = observeEdit(of: shelf, "books") {
      shelf.mutableArrayValue(forKey: "books").remove(at: 0)
    }

    #expect(prior.value as? [String] == ["Emma"])
    #expect(posterior.value as? [String] == [])
    #expect(posterior.change[.kind] as? KeyValueChange == .removal)
    #expect(prior.change[.old] as? [String] == ["Emma"])
    #expect(posterior.change[.new] == nil)
    #expect(posterior.change[.indexes] as? IndexSet == IndexSet(integer: 0))
  }

  @Test func aReplacementArrivesWithOldAndNewElements() {
    let shelf = RACShelf()
    shelf.books = ["Emma"]

    let (prior, posterior) = observeEdit(of: shelf, "books") {
      shelf.mutableArrayValue(forKey: "books")[0] = "Dune"
    }

    #expect(posterior.value as? [String] == ["Dune"])
    #expect(posterior.change[.kind] as? KeyValueChange == .replacement)
    #expect(prior.change[.old] as? [String] == ["Emma"])
    #expect(posterior.change[.new] as? [String] == ["Dune"])
    #expect(posterior.change[.indexes] as? IndexSet == IndexSet(integer: 0))
  }

  @Test func addingToASetArrivesAsAnInsertionWithoutIndexes() {
    let shelf = RACShelf()
    shelf.tags = ["classic"]

    let (prior, posterior) = observeEdit(of: shelf, "tags") {
      shelf.mutableSetValue(forKey: "tags").formUnion(["sci-fi"])
    }

    #expect(prior.value as? Set<String> == ["classic"])
    #expect(posterior.value as? Set<String> == ["classic", "sci-fi"])
    #expect(posterior.change[.kind] as? KeyValueChange == .insertion)
    #expect(prior.change[.old] == nil)
    #expect(posterior.change[.new] as? Set<String> == ["sci-fi"])
    #expect(posterior.change[.indexes] == nil)
  }

  @Test func removingFromASetArrivesAsARemovalWithoutIndexes() {
    let shelf = RACShelf()
    shelf.tags = ["classic"]

    let (prior, posterior) = observeEdit(of: shelf, "tags") {
      shelf.mutableSetValue(forKey: "tags").subtract(["classic"])
    }

    #expect(posterior.value as? Set<String> == [])
    #expect(posterior.change[.kind] as? KeyValueChange == .removal)
    #expect(prior.change[.old] as? Set<String> == ["classic"])
    #expect(posterior.change[.new] == nil)
  }

  @Test func aKeyPathEndingInAnArrayHearsTheEditFromItsLastKey() {
    let library = RACLibrary()
    library.shelf = RACShelf()
    library.shelf!.books = ["Emma"]

    let (prior, posterior) = observeEdit(of: library, "shelf.books") {
      library.shelf!.mutableArrayValue(forKey: "books").append("Dune")
    }

    #expect(prior.value as? [String] == ["Emma"])
    #expect(posterior.value as? [String] == ["Emma", "Dune"])
    #expect(posterior.change[.kind] as? KeyValueChange == .insertion)
    #expect(posterior.change[.indexes] as? IndexSet == IndexSet(integer: 1))
    #expect(prior.affectedOnlyLastComponent && posterior.affectedOnlyLastComponent)
  }

  @Test func valuesAndChangesCarryIndexesForEditsButNotForAWholeNewArray() {
    let shelf = RACShelf()
    let recorder = SignalRecorder<ValueAndChange>()
    recorder.subscribe(
      to: shelf.rac_valuesAndChanges(forKeyPath: "books", options: [], observer: nil))
    let books = shelf.mutableArrayValue(forKey: "books")

    shelf.books = []
    books.append("Emma")
    books[0] = "Dune"
    books.remove(at: 0)

    #expect(recorder.values.map { $0.change[.indexes] != nil } == [false, true, true, true])
    #expect(
      recorder.values.map { $0.change[.kind] as? KeyValueChange }
        == [.setting, .insertion, .replacement, .removal])
  }

  @Test func racObserveSendsTheWholeCollectionAfterEachEdit() {
    let shelf = RACShelf()
    let observer = RACBystander()
    let recorder = SignalRecorder<Any?>()
    recorder.subscribe(to: observer.RACObserve(shelf, "books"))
    let books = shelf.mutableArrayValue(forKey: "books")

    books.append("Emma")
    books.insert("Dune", at: 0)
    books.remove(at: 1)

    #expect(recorder.values.map { $0 as? [String] } == [[], ["Emma"], ["Dune", "Emma"], ["Dune"]])
  }

  @Test func aChannelBindingCopiesAnEditedArrayWholeToTheOtherSide() {
    let mirror = RACShelf()
    let shelf = RACShelf()
    RACChannelTo(mirror, "books").bind(to: RACChannelTo(shelf, "books"))
    let mirrored = recordChanges(of: mirror, "books")

    shelf.mutableArrayValue(forKey: "books").append("Emma")

    #expect(mirror.books == ["Emma"])
    #expect(mirrored.events.map { $0.change[.kind] as? KeyValueChange } == [.setting])
  }

  @Test func aChannelBindingCarriesEditsOfASet() {
    let mirror = RACShelf()
    let shelf = RACShelf()
    RACChannelTo(mirror, "tags").bind(to: RACChannelTo(shelf, "tags"))

    shelf.mutableSetValue(forKey: "tags").insert("classic")

    #expect(mirror.tags == ["classic"])
  }
}
