import Synchronization

/// A class's cache of selector → method, the reason `objc_msgSend` is fast. It is keyed by
/// the selector's identity (an interned name), so a hit hashes one pointer.
///
/// Every cache is stamped with a global generation number. Adding a method anywhere, or making a
/// class, bumps the generation, and a cache whose stamp is old empties itself on its next
/// lookup. That is coarser than Objective-C (which flushes only the affected classes) but never
/// stale, and one counter is easy to reason about across threads.
final class MethodCache: @unchecked Sendable {
  private static let generation = Atomic<UInt64>(0)

  /// Marks every class's cache as out of date.
  static func invalidateAll() {
    generation.add(1, ordering: .sequentiallyConsistent)
  }

  private struct State: Sendable {
    var generation: UInt64 = 0
    var entries: [Selector: Method?] = [:]
    var statistics = MethodCacheStatistics()
  }

  private let state = Mutex(State())

  // ANCHOR: cache-lookup
  /// Looks `selector` up, running `resolve` (the walk up the class chain) only on a miss.
  func method(for selector: Selector, resolve: () -> Method?) -> Method? {
    let current = Self.generation.load(ordering: .sequentiallyConsistent)
    let cached: Method?? = state.withLock { state in
      if state.generation != current {
        state.entries.removeAll(keepingCapacity: true)
        state.generation = current
        state.statistics.invalidations += 1
      }
      if let hit = state.entries[selector] {
        state.statistics.hits += 1
        return .some(hit)
      }
      state.statistics.misses += 1
      return .none
    }
    if let cached { return cached }
    let resolved = resolve()
    state.withLock { state in
      // A method added during the walk bumped the generation: caching now could keep a stale
      // answer, so only a lookup that saw no change may fill the cache.
      if state.generation == current,
        Self.generation.load(ordering: .sequentiallyConsistent) == current
      {
        state.entries[selector] = .some(resolved)
      }
    }
    return resolved
  }
  // ANCHOR_END: cache-lookup

  var statistics: MethodCacheStatistics {
    state.withLock { $0.statistics }
  }
}

/// How a class's method cache has been used: the figures a test reads to see the cache work.
public struct MethodCacheStatistics: Sendable, Equatable {
  public var hits = 0
  public var misses = 0
  /// How many times the cache found itself out of date and emptied itself.
  public var invalidations = 0
}

extension RuntimeClass {
  /// How this class's method cache has been used so far.
  public var cacheStatistics: MethodCacheStatistics { cache.statistics }
}

/// Empties every class's method cache, as the Objective-C runtime's `_objc_flush_caches` does:
/// the next send of each selector walks the class chain again. Benchmarks call it to measure a
/// cache miss.
public func flushMethodCaches() {
  MethodCache.invalidateAll()
}
