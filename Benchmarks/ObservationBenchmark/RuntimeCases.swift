import ObjectRuntime
import RawKVO

/// The runtime's own costs, with nobody observing or around one registration.
enum RuntimeCases {
  static var all: [BenchmarkCase] {
    [
      BenchmarkCase(
        id: "unobserved-set", label: "property set (nobody observing)", scales: false,
        prepare: { _ in unobservedSet() }),
      BenchmarkCase(
        id: "send-hit", label: "message send (cache hit)", scales: false,
        prepare: { _ in send(flushingFirst: false) }),
      BenchmarkCase(
        id: "send-miss", label: "message send (cache miss)", scales: false,
        prepare: { _ in send(flushingFirst: true) }),
      BenchmarkCase(
        id: "first-observation", label: "first addObserver on a class", scales: false,
        prepare: { _ in addObserver(onFreshClass: true) }),
      BenchmarkCase(
        id: "later-observation", label: "later addObserver on that class", scales: false,
        prepare: { _ in addObserver(onFreshClass: false) }),
    ]
  }

  private static func unobservedSet() -> Bench {
    let circle = BenchmarkCircle()
    return Bench(
      measure: { count in timePerOperation(count) { circle.radius = Double($0) } }, tearDown: {})
  }

  private static func send(flushingFirst: Bool) -> Bench {
    let circle = BenchmarkCircle()
    let getter = Selector("radius")
    return Bench(
      measure: { count in
        timePerOperation(count) { _ in
          if flushingFirst { flushMethodCaches() }
          if let radius = circle.send(getter) as? Double { Sink.shared.total += radius }
        }
      }, tearDown: {})
  }

  /// Times `addObserver` alone. On a fresh class each time, it makes the notifying subclass
  /// (`NSKVONotifying_…`) and its setter; otherwise both exist already and it only records the
  /// registration and swaps the class pointer.
  private static func addObserver(onFreshClass: Bool) -> Bench {
    let watcher = CountingObserver()
    let base = object_getClass(BenchmarkCircle())
    let freshClasses = FreshClassNames()
    return Bench(
      measure: { count in
        var total = 0.0
        for _ in 0..<count {
          let circle = BenchmarkCircle()
          if onFreshClass {
            let fresh = ClassRegistry.shared.allocateClassPair(
              superclass: base, name: freshClasses.next())!
            fresh.registerClassPair()
            object_setClass(circle, fresh)
          }
          let start = threadTime()
          circle.addObserver(watcher, forKeyPath: "radius", options: [.new, .old])
          total += threadTime() - start
          circle.removeObserver(watcher, forKeyPath: "radius")
        }
        return total / Double(count)
      }, tearDown: {})
  }
}

/// `FreshCircle1`, `FreshCircle2`, …: a name no class has yet.
final class FreshClassNames {
  private var counter = 0

  func next() -> String {
    counter += 1
    return "FreshCircle\(counter)"
  }
}
