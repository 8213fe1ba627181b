import ObjectRuntime
import Testing

@Suite struct MethodCacheTests {
  /// A class of its own, so no other test touches its cache.
  private func freshClass(_ name: String) -> RuntimeClass {
    let made = ClassRegistry.shared.allocateClassPair(
      superclass: object_getClass(Note()), name: name)!
    made.registerClassPair()
    return made
  }

  @Test func aSecondLookupIsServedByTheCache() {
    let cached = freshClass("CacheHitMessage")
    // Tests running alongside make classes, and every new class empties every cache, so look
    // for a pair of lookups with no invalidation between them.
    for _ in 0..<100 {
      _ = cached.lookup("text")
      let before = cached.cacheStatistics
      _ = cached.lookup("text")
      let after = cached.cacheStatistics
      guard after.invalidations == before.invalidations else { continue }
      #expect(after.hits == before.hits + 1)
      #expect(after.misses == before.misses)
      return
    }
    Issue.record("the cache was invalidated between every pair of lookups")
  }

  @Test func addingAMethodToASuperclassInvalidatesTheSubclassCache() {
    let parent = freshClass("CacheParentMessage")
    let child = ClassRegistry.shared.allocateClassPair(
      superclass: parent, name: "CacheChildMessage")!
    child.registerClassPair()
    #expect(child.lookup("wave") == nil)

    parent.addMethod("wave") { _, _, _ in "👋" }

    #expect(child.lookup("wave") != nil)
    #expect(child.cacheStatistics.invalidations >= 1)
  }

  @Test func lookupFindsInheritedMethodsThroughTheChain() {
    let message = Note()
    let cls = object_getClass(message)

    #expect(cls.lookup("class") != nil)
    #expect(cls.ownMethod("class") == nil)
    #expect(cls.superclass?.ownMethod("class") != nil)
  }
}
