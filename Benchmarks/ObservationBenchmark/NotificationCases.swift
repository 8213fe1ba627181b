import HashTableKVOController
import KVOController
import ObjectRuntime
import Observation
import RACKVO
import RawKVO
import SwizzledKVO

/// The rows that change one observed property: one operation is one assignment and every
/// notification it causes.
enum NotificationCases {
  static var all: [BenchmarkCase] {
    [
      BenchmarkCase(
        id: "closure", label: "closure call (the floor)", scales: true, prepare: closure),
      BenchmarkCase(id: "didset", label: "didSet calling a closure", scales: true, prepare: didSet),
      BenchmarkCase(
        id: "observation", label: "Observation (re-registered)", scales: true,
        prepare: observation),
      BenchmarkCase(
        id: "raw-kvo", label: "RawKVO []", scales: true,
        prepare: { rawKVO(options: [], observers: $0) }),
      BenchmarkCase(
        id: "raw-kvo-new-old", label: "RawKVO [.new .old]", scales: true,
        prepare: { rawKVO(options: [.new, .old], observers: $0) }),
      BenchmarkCase(
        id: "swizzled-kvo", label: "hand-written KVO (synchronous)", scales: true,
        prepare: swizzledKVO),
      BenchmarkCase(
        id: "fbkvo", label: "FBKVOController block", scales: true,
        prepare: { controllers(observers: $0) { FBKVOController(observer: $0) } }),
      BenchmarkCase(
        id: "hash-table", label: "hash-table controller block", scales: true,
        prepare: { controllers(observers: $0) { HashTableKVOController(observer: $0) } }),
      BenchmarkCase(
        id: "rac", label: "rac_observeKeyPath", scales: true, prepare: rac),
    ]
  }

  /// The floor: calling the observers' closures directly, with nothing in between.
  private static func closure(observers: Int) -> Bench {
    let closures = (0..<observers).map { _ in opaqueClosure() }
    return Bench(
      measure: { count in
        timePerOperation(count) { iteration in
          for notify in closures { notify(Double(iteration)) }
        }
      }, tearDown: {})
  }

  /// A closure the optimiser cannot see through, as an observer's callback would be.
  @inline(never)
  private static func opaqueClosure() -> (Double) -> Void {
    { Sink.shared.total += $0 }
  }

  private static func didSet(observers: Int) -> Bench {
    let circle = PlainCircle()
    let closures = (0..<observers).map { _ in opaqueClosure() }
    circle.onChange = { value in for notify in closures { notify(value) } }
    return Bench(
      measure: { count in timePerOperation(count) { circle.radius = Double($0) } }, tearDown: {})
  }

  /// Observation calls `onChange` once, then forgets: every change needs a fresh registration,
  /// as a view re-reading its model does.
  private static func observation(observers: Int) -> Bench {
    let circle = ObservableCircle()
    return Bench(
      measure: { count in
        timePerOperation(count) { iteration in
          for _ in 0..<observers {
            withObservationTracking {
              _ = circle.radius
            } onChange: {
              Sink.shared.count += 1
            }
          }
          circle.radius = Double(iteration)
        }
      }, tearDown: {})
  }

  private static func rawKVO(options: KeyValueObservingOptions, observers: Int) -> Bench {
    let circle = BenchmarkCircle()
    let watchers = (0..<observers).map { _ in CountingObserver() }
    for watcher in watchers { circle.addObserver(watcher, forKeyPath: "radius", options: options) }
    return Bench(
      measure: { count in timePerOperation(count) { circle.radius = Double($0) } },
      tearDown: {
        for watcher in watchers { circle.removeObserver(watcher, forKeyPath: "radius") }
      })
  }

  /// Chapter 2's module with the repair its first exercise asks for: the blocks run on the
  /// setter's thread, in order, before it returns, so the time measured includes them.
  private static let synchronousDelivery = Repairs(deliver: { deliveries in
    for delivery in deliveries { delivery.run() }
  })

  private static func swizzledKVO(observers: Int) -> Bench {
    let circle = BenchmarkCircle()
    let watchers = (0..<observers).map { _ in RuntimeObject() }
    for watcher in watchers {
      circle.addObserver(watcher, forKey: "radius", repairs: synchronousDelivery) {
        _, _, _, new in
        if let new = new as? Double { Sink.shared.total += new }
      }
    }
    return Bench(
      measure: { count in timePerOperation(count) { circle.radius = Double($0) } },
      tearDown: {
        for watcher in watchers { circle.removeObserver(watcher, forKey: "radius") }
      })
  }

  private static func controllers(
    observers: Int, make: (RuntimeObject) -> any KVOControlling
  ) -> Bench {
    let circle = BenchmarkCircle()
    let owners = (0..<observers).map { _ in RuntimeObject() }
    let controllers = owners.map(make)
    for controller in controllers {
      controller.observe(circle, keyPath: "radius", options: [.new, .old]) { _, _, change in
        if let new = change[.new] as? Double { Sink.shared.total += new }
      }
    }
    return Bench(
      measure: { count in timePerOperation(count) { circle.radius = Double($0) } },
      tearDown: {
        for controller in controllers { controller.unobserveAll() }
        withExtendedLifetime(owners) {}
      })
  }

  private static func rac(observers: Int) -> Bench {
    let circle = BenchmarkCircle()
    let owners = (0..<observers).map { _ in RuntimeObject() }
    let disposables = owners.map { owner in
      circle.rac_observeKeyPath("radius", options: [.new, .old], observer: owner) {
        value, _, _, _ in
        if let value = value as? Double { Sink.shared.total += value }
      }
    }
    return Bench(
      measure: { count in timePerOperation(count) { circle.radius = Double($0) } },
      tearDown: {
        for disposable in disposables { disposable.dispose() }
        withExtendedLifetime(owners) {}
      })
  }
}
