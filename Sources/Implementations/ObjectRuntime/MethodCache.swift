import Synchronization

/// A class's cache of selector → method, the reason `objc_msgSend` is fast. Like Objective-C's,
/// it is a small open-addressed table keyed by the selector's identity: the selector's address
/// picks the first bucket, and a hit compares one pointer.
///
/// Every cache is stamped with a global generation number. Adding a method anywhere, or making a
/// class, bumps the generation, and a cache whose stamp is old empties itself on its next
/// lookup. That is coarser than Objective-C (which flushes only the affected classes) but never
/// stale, and one counter is easy to reason about across threads.
final class MethodCache: Sendable {
  private static let generation = Atomic<UInt64>(0)

  /// Marks every class's cache as out of date.
  static func invalidateAll() {
    generation.add(1, ordering: .sequentiallyConsistent)
  }

  private let state = Locked(Table())

  // ANCHOR: cache-lookup
  /// Looks `selector` up, running `resolve` (the walk up the class chain) only on a miss.
  func method(for selector: Selector, resolve: () -> Method?) -> Method? {
    let current = Self.generation.load(ordering: .sequentiallyConsistent)
    let cached: Method?? = state.withLock { table in
      if table.generation != current {
        table.empty(stampedWith: current)
      }
      if let hit = table.find(selector) {
        // snippet.hide
        table.statistics.hits += 1
        // snippet.show
        return .some(hit)
      }
      // snippet.hide
      table.statistics.misses += 1
      // snippet.show
      return .none
    }
    if let cached { return cached }
    let resolved = resolve()
    state.withLock { table in
      // A method added during the walk bumped the generation: caching now could keep a stale
      // answer, so only a lookup that saw no change may fill the cache.
      if table.generation == current,
        Self.generation.load(ordering: .sequentiallyConsistent) == current
      {
        table.insert(resolved, for: selector)
      }
    }
    return resolved
  }
  // ANCHOR_END: cache-lookup

  var statistics: MethodCacheStatistics {
    state.withLock { $0.statistics }
  }
}

// ANCHOR: cache-buckets
/// The cache's buckets: a power-of-two array, each bucket empty or holding a selector's
/// interned name and what it resolved to (`nil`: the class does not respond). A selector's
/// search starts at the bucket its address names, masked to the table's size, as
/// `objc_msgSend` masks the `SEL`, and walks on to the next bucket until it finds the selector
/// or an empty bucket.
private struct Table: Sendable {
  struct Bucket: Sendable {
    var name: InternedName?
    var method: Method?
  }

  var buckets = [Bucket](repeating: Bucket(), count: 8)
  var count = 0
  var generation: UInt64 = 0
  var statistics = MethodCacheStatistics()

  private func start(for selector: Selector) -> Int {
    let address = UInt(bitPattern: ObjectIdentifier(selector.interned))
    return Int(truncatingIfNeeded: address >> 4) & (buckets.count - 1)
  }

  /// `.some(method)` for a cached selector (the method may be `nil`), `nil` for a miss.
  func find(_ selector: Selector) -> Method?? {
    var index = start(for: selector)
    while let name = buckets[index].name {
      if name === selector.interned { return .some(buckets[index].method) }
      index = (index + 1) & (buckets.count - 1)
    }
    return nil
  }

  mutating func insert(_ method: Method?, for selector: Selector) {
    if (count + 1) * 4 > buckets.count * 3 { grow() }
    var index = start(for: selector)
    while let name = buckets[index].name, name !== selector.interned {
      index = (index + 1) & (buckets.count - 1)
    }
    if buckets[index].name == nil { count += 1 }
    buckets[index] = Bucket(name: selector.interned, method: method)
  }
  // snippet.hide

  /// Doubles the table, putting every cached selector back in its place in the larger one.
  private mutating func grow() {
    let old = buckets
    buckets = [Bucket](repeating: Bucket(), count: old.count * 2)
    count = 0
    for bucket in old {
      if let name = bucket.name { insert(bucket.method, for: Selector(interned: name)) }
    }
  }

  /// Forgets every entry; the cache then answers for generation `current`.
  mutating func empty(stampedWith current: UInt64) {
    buckets = [Bucket](repeating: Bucket(), count: buckets.count)
    count = 0
    generation = current
    statistics.invalidations += 1
  }
  // snippet.show
}
// ANCHOR_END: cache-buckets

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
