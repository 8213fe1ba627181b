import HashTableKVOController
import KVOController
import MallocStatistics
import ObjectRuntime
import Observation
import RACKVO
import RawKVO

/// Bytes the C allocator has handed out and not had back.
func bytesInUse() -> Int {
  malloc_statistics_bytes_in_use()
}

/// Memory per registration: how much the allocator holds after `registrations` observers
/// registered on one object, less what it held before, per registration. The observers (and
/// controllers) are made before the first reading, so only the registrations count.
enum MemoryCases {
  static let registrations = 2_000

  static var all: [(id: String, label: String, measure: () -> Double)] {
    [
      ("observation", "Observation (one pending onChange)", observation),
      ("raw-kvo-new-old", "RawKVO addObserver", rawKVO),
      ("fbkvo", "FBKVOController observe", { controllers { FBKVOController(observer: $0) } }),
      (
        "hash-table", "hash-table controller observe",
        { controllers { HashTableKVOController(observer: $0) } }
      ),
      ("rac", "rac_observeKeyPath", rac),
    ]
  }

  private static func perRegistration(_ register: () -> Void) -> Double {
    let before = bytesInUse()
    register()
    return Double(bytesInUse() - before) / Double(registrations)
  }

  private static func observation() -> Double {
    let circle = ObservableCircle()
    let bytes = perRegistration {
      for _ in 0..<registrations {
        withObservationTracking {
          _ = circle.radius
        } onChange: {
          Sink.shared.count += 1
        }
      }
    }
    circle.radius += 1
    return bytes
  }

  private static func rawKVO() -> Double {
    let circle = BenchmarkCircle()
    let watchers = (0..<registrations).map { _ in CountingObserver() }
    let bytes = perRegistration {
      for watcher in watchers {
        circle.addObserver(watcher, forKeyPath: "radius", options: [.new, .old])
      }
    }
    for watcher in watchers { circle.removeObserver(watcher, forKeyPath: "radius") }
    return bytes
  }

  private static func controllers(make: (RuntimeObject) -> any KVOControlling) -> Double {
    let circle = BenchmarkCircle()
    let owners = (0..<registrations).map { _ in RuntimeObject() }
    let controllers = owners.map(make)
    let bytes = perRegistration {
      for controller in controllers {
        controller.observe(circle, keyPath: "radius", options: [.new, .old]) { _, _, _ in }
      }
    }
    for controller in controllers { controller.unobserveAll() }
    withExtendedLifetime(owners) {}
    return bytes
  }

  private static func rac() -> Double {
    let circle = BenchmarkCircle()
    let owners = (0..<registrations).map { _ in RuntimeObject() }
    var disposables: [any Disposable] = []
    disposables.reserveCapacity(registrations)
    let bytes = perRegistration {
      for owner in owners {
        disposables.append(
          circle.rac_observeKeyPath("radius", options: [.new, .old], observer: owner) {
            _, _, _, _ in
          })
      }
    }
    for disposable in disposables { disposable.dispose() }
    return bytes
  }
}
