import ObjectRuntime
import WeakTables

/// The one table of exercise `hashtable-cheap-removal`: every observation a controller makes,
/// in a hash table compared by object and key path, as chapter 4's controller keeps them.
///
/// It counts the observations it hands out, one per lookup that finds one and one per
/// observation it lists, so that a check can see how many an `unobserve(_:)` had to read. It
/// has its own lock; it never calls out while holding it. Those counts are why it is not the
/// chapter's table itself (a `HashTable` behind a lock inside the controller).
public final class ObservationTable: Sendable {
  private let table = Locked(HashTable<ExerciseObservation>(options: .strongObjects))
  private let reads = Locked(0)

  public init() {}

  /// Adds `observation` unless an equal one (same object, same key path) is there already, and
  /// says whether it did.
  public func insert(_ observation: ExerciseObservation) -> Bool {
    table.withLock { table in
      guard table.member(observation) == nil else { return false }
      table.add(observation)
      return true
    }
  }

  /// Removes `observation` itself, if the table holds it, and says whether it did. An equal
  /// observation that is not this one stays.
  public func remove(_ observation: ExerciseObservation) -> Bool {
    table.withLock { table in
      guard table.member(observation) === observation else { return false }
      table.remove(observation)
      return true
    }
  }

  /// The observation of `keyPath` on `object`, if there is one: one observation read.
  public func member(of object: RuntimeObject, keyPath: String) -> ExerciseObservation? {
    let probe = ExerciseObservation(object: object, keyPath: keyPath) { _ in }
    let found = table.withLock { $0.member(probe) }
    if found != nil { reads.withLock { $0 += 1 } }
    return found
  }

  /// Every observation, in no particular order: each one is read.
  public var allObservations: [ExerciseObservation] {
    let all = table.withLock { $0.allObjects }
    reads.withLock { $0 += all.count }
    return all
  }

  /// How many observations the table holds; reads none of them.
  public var count: Int { table.withLock { $0.count } }

  /// How many observations the table has handed out since it was made.
  public var observationsRead: Int { reads.withLock { $0 } }
}
