import Foundation
import ObjectRuntime
import RawKVO

// ANCHOR: playlist-model
/// A model with an ordered to-many property (a Swift array) and an unordered one (a set).
final class Playlist: RuntimeObject {
  @Property var songs: [String] = []
  @Property var tags: Set<String> = []
  @Derived({ (playlist: Playlist) in playlist.songs.count })
  var songCount: Int

  override class func keyPathsForValuesAffectingValue(forKey key: String) -> Set<String> {
    key == "songCount" ? ["songs"] : []
  }
}
// ANCHOR_END: playlist-model

/// A model holding a playlist, for key paths that end in a to-many property.
final class Library: RuntimeObject {
  @Property var playlist: Playlist?
}

// ANCHOR: queue-model
/// A model that announces changes to its to-many property by hand.
final class Queue: RuntimeObject {
  @Property var jobs: [String] = []

  override class func automaticallyNotifiesObservers(forKey key: String) -> Bool {
    key == "jobs" ? false : super.automaticallyNotifiesObservers(forKey: key)
  }

  /// Adds a job at the end, announcing one insertion.
  func enqueue(_ job: String) {
    let indexes = IndexSet(integer: jobs.count)
    willChange(.insertion, valuesAt: indexes, forKey: "jobs")
    jobs.append(job)
    didChange(.insertion, valuesAt: indexes, forKey: "jobs")
  }
}
// ANCHOR_END: queue-model
