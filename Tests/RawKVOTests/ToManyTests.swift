import Foundation
import ObjectRuntime
import RawKVO
import Testing

/// The problem to-many changes solve: assigning a whole array tells the observer only that the
/// array was replaced.
@Suite struct WholeArrayAssignmentTests {
  @Test func assigningTheWholeArrayIsStillASetting() {
    let playlist = Playlist()
    playlist.songs = ["Intro"]
    let observer = RecordingObserver()
    playlist.addObserver(observer, forKeyPath: "songs", options: [.old, .new])

    playlist.songs = playlist.songs + ["Finale"]

    #expect(observer.notifications[0].kind == .setting)
    #expect(observer.notifications[0].change[.indexes] == nil)
    #expect(observer.notifications[0].old as? [String] == ["Intro"])
    #expect(observer.notifications[0].new as? [String] == ["Intro", "Finale"])
    playlist.removeObserver(observer, forKeyPath: "songs")
  }
}

/// Ordered to-many properties edited through `mutableArrayValue(forKey:)`: Apple's change kinds
/// insertion, removal and replacement, each with an `indexes` entry.
@Suite struct OrderedToManyTests {
  // ANCHOR: insertion-test
  @Test func anInsertionThroughTheProxyReportsItsKindAndIndexes() {
    let playlist = Playlist()
    playlist.songs = ["Intro"]
    let observer = RecordingObserver()
    playlist.addObserver(observer, forKeyPath: "songs", options: [.old, .new])

    playlist.mutableArrayValue(forKey: "songs").append("Finale")

    #expect(playlist.songs == ["Intro", "Finale"])
    #expect(observer.notifications.count == 1)
    let change = observer.notifications[0]
    #expect(change.kind == .insertion)
    #expect(change.change[.indexes] as? IndexSet == IndexSet(integer: 1))
    #expect(change.new as? [String] == ["Finale"])
    #expect(change.old == nil)
    playlist.removeObserver(observer, forKeyPath: "songs")
  }
  // ANCHOR_END: insertion-test

  @Test func aRemovalReportsTheRemovedElementsAsOld() {
    let playlist = Playlist()
    playlist.songs = ["A", "B", "C"]
    let observer = RecordingObserver()
    playlist.addObserver(observer, forKeyPath: "songs", options: [.old, .new])

    playlist.mutableArrayValue(forKey: "songs").remove(at: IndexSet([0, 2]))

    #expect(playlist.songs == ["B"])
    let change = observer.notifications[0]
    #expect(change.kind == .removal)
    #expect(change.change[.indexes] as? IndexSet == IndexSet([0, 2]))
    #expect(change.old as? [String] == ["A", "C"])
    #expect(change.new == nil)
    playlist.removeObserver(observer, forKeyPath: "songs")
  }

  @Test func aReplacementReportsBothOldAndNew() {
    let playlist = Playlist()
    playlist.songs = ["A", "B"]
    let observer = RecordingObserver()
    playlist.addObserver(observer, forKeyPath: "songs", options: [.old, .new])

    playlist.mutableArrayValue(forKey: "songs")[1] = "Z"

    let change = observer.notifications[0]
    #expect(change.kind == .replacement)
    #expect(change.change[.indexes] as? IndexSet == IndexSet(integer: 1))
    #expect(change.old as? [String] == ["B"])
    #expect(change.new as? [String] == ["Z"])
    playlist.removeObserver(observer, forKeyPath: "songs")
  }

  @Test func eachProxyEditNotifiesExactlyOnceThoughItGoesThroughTheSetter() {
    let playlist = Playlist()
    let observer = RecordingObserver()
    playlist.addObserver(observer, forKeyPath: "songs")
    let songs = playlist.mutableArrayValue(forKey: "songs")

    songs.append("A")
    songs.insert("B", at: 0)
    songs.removeAll()

    #expect(observer.notifications.map(\.kind) == [.insertion, .insertion, .removal])
    playlist.removeObserver(observer, forKeyPath: "songs")
  }

  @Test func theProxyEditsAnObjectNobodyObserves() {
    let playlist = Playlist()

    playlist.mutableArrayValue(forKey: "songs").append("A")
    playlist.mutableArrayValue(forKey: "songs").insert("B", at: 0)

    #expect(playlist.songs == ["B", "A"])
  }

  // ANCHOR: prior-to-many-test
  @Test func thePriorNotificationCarriesKindIndexesAndOldButNeverNew() {
    let playlist = Playlist()
    playlist.songs = ["A", "B"]
    let observer = RecordingObserver()
    playlist.addObserver(observer, forKeyPath: "songs", options: [.old, .new, .prior])

    playlist.mutableArrayValue(forKey: "songs")[0] = "Z"

    let (prior, after) = (observer.notifications[0], observer.notifications[1])
    #expect(prior.isPrior && prior.kind == .replacement)
    #expect(prior.change[.indexes] as? IndexSet == IndexSet(integer: 0))
    #expect(prior.old as? [String] == ["A"] && prior.new == nil)
    #expect(!after.isPrior && after.new as? [String] == ["Z"])
    playlist.removeObserver(observer, forKeyPath: "songs")
  }
  // ANCHOR_END: prior-to-many-test

  @Test func manualToManyNotificationsReportTheDeclaredChange() {
    let queue = Queue()
    let observer = RecordingObserver()
    queue.addObserver(observer, forKeyPath: "jobs", options: [.new, .prior])

    queue.enqueue("backup")
    queue.enqueue("report")

    #expect(observer.notifications.map(\.isPrior) == [true, false, true, false])
    #expect(observer.notifications.allSatisfy { $0.kind == .insertion })
    #expect(observer.notifications[3].change[.indexes] as? IndexSet == IndexSet(integer: 1))
    #expect(observer.notifications[3].new as? [String] == ["report"])
    queue.removeObserver(observer, forKeyPath: "jobs")
  }

  @Test func aManualKeysProxyDoesNotNotifyByItself() {
    let queue = Queue()
    let observer = RecordingObserver()
    queue.addObserver(observer, forKeyPath: "jobs")

    queue.mutableArrayValue(forKey: "jobs").append("silent")

    #expect(queue.jobs == ["silent"])
    #expect(observer.notifications.isEmpty)
    queue.removeObserver(observer, forKeyPath: "jobs")
  }

  @Test func anInitialNotificationCarriesTheWholeArray() {
    let playlist = Playlist()
    playlist.songs = ["A", "B"]
    let observer = RecordingObserver()
    playlist.addObserver(observer, forKeyPath: "songs", options: [.initial, .new])

    #expect(observer.notifications[0].kind == .setting)
    #expect(observer.notifications[0].new as? [String] == ["A", "B"])
    playlist.removeObserver(observer, forKeyPath: "songs")
  }
}

/// Key paths that end in, or count, a to-many property.
@Suite struct ToManyKeyPathTests {
  // ANCHOR: key-path-to-many-test
  @Test func aKeyPathEndingInAToManyPropertyHearsItsInsertions() {
    let library = Library()
    library.playlist = Playlist()
    let observer = RecordingObserver()
    library.addObserver(observer, forKeyPath: "playlist.songs", options: [.new])

    library.playlist?.mutableArrayValue(forKey: "songs").append("A")

    #expect(observer.notifications.count == 1)
    #expect(observer.notifications[0].keyPath == "playlist.songs")
    #expect(observer.notifications[0].kind == .insertion)
    #expect(observer.notifications[0].change[.indexes] as? IndexSet == IndexSet(integer: 0))
    #expect(observer.notifications[0].new as? [String] == ["A"])
    library.removeObserver(observer, forKeyPath: "playlist.songs")
  }
  // ANCHOR_END: key-path-to-many-test

  @Test func aDependentKeyOfAToManyPropertyHearsASetting() {
    let playlist = Playlist()
    let observer = RecordingObserver()
    playlist.addObserver(observer, forKeyPath: "songCount", options: [.old, .new])

    playlist.mutableArrayValue(forKey: "songs").append("A")

    #expect(observer.notifications[0].kind == .setting)
    #expect(observer.notifications[0].old as? Int == 0)
    #expect(observer.notifications[0].new as? Int == 1)
    playlist.removeObserver(observer, forKeyPath: "songCount")
  }

  @Test func theCountOperatorIsObservedAsASetting() {
    let playlist = Playlist()
    let observer = RecordingObserver()
    playlist.addObserver(observer, forKeyPath: "songs.@count", options: [.old, .new])

    playlist.mutableArrayValue(forKey: "songs").append("A")

    #expect(observer.notifications[0].kind == .setting)
    #expect(observer.notifications[0].old as? Int == 0)
    #expect(observer.notifications[0].new as? Int == 1)
    playlist.removeObserver(observer, forKeyPath: "songs.@count")
  }
}

/// Unordered to-many properties edited through `mutableSetValue(forKey:)` or announced by hand:
/// each set mutation maps to a change kind, with the objects that left as `old` and the ones
/// that arrived as `new`.
@Suite struct UnorderedToManyTests {
  // ANCHOR: set-mutations-test
  @Test func eachSetMutationMapsToItsChangeKind() {
    let playlist = Playlist()
    let observer = RecordingObserver()
    playlist.addObserver(observer, forKeyPath: "tags", options: [.old, .new])
    let tags = playlist.mutableSetValue(forKey: "tags")

    tags.formUnion(["jazz", "live", "rare"])
    tags.subtract(["jazz"])
    tags.insert("jazz")
    tags.remove("jazz")
    tags.formIntersection(["live"])
    tags.setMembers(["studio"])

    #expect(playlist.tags == ["studio"])
    let kinds = observer.notifications.map(\.kind)
    let left: [Set<String>?] = observer.notifications.map { $0.old as? Set<String> }
    let arrived: [Set<String>?] = observer.notifications.map { $0.new as? Set<String> }
    #expect(kinds == [.insertion, .removal, .insertion, .removal, .removal, .replacement])
    #expect(left == [nil, ["jazz"], nil, ["jazz"], ["rare"], ["live"]])
    #expect(arrived == [["jazz", "live", "rare"], nil, ["jazz"], nil, nil, ["studio"]])
    #expect(observer.notifications.allSatisfy { $0.change[.indexes] == nil })
    playlist.removeObserver(observer, forKeyPath: "tags")
  }
  // ANCHOR_END: set-mutations-test

  @Test func manualSetMutationNotificationsReportTheMutation() {
    let playlist = Playlist()
    playlist.tags = ["a", "b"]
    let observer = RecordingObserver()
    playlist.addObserver(observer, forKeyPath: "tags", options: [.old, .prior])

    playlist.willChangeValue(forKey: "tags", withSetMutation: .minus, using: ["a"])
    playlist.tags.remove("a")
    playlist.didChangeValue(forKey: "tags", withSetMutation: .minus, using: ["a"])

    #expect(observer.notifications.map(\.isPrior) == [true, false])
    #expect(observer.notifications.allSatisfy { $0.kind == .removal })
    #expect(observer.notifications[0].old as? Set<AnyHashable> == ["a"])
    playlist.removeObserver(observer, forKeyPath: "tags")
  }
}
