import HashTableKVOController
import KVOController
import ObjectRuntime

/// The observed model of the benchmark: one property.
final class BenchmarkCircle: RuntimeObject, @unchecked Sendable {
  @Property var radius = 0.0
}

/// One of the two controllers under test, behind the three calls the benchmark makes.
struct Subject {
  /// The name the data file uses for it.
  let name: String
  /// Makes a controller for `observer`, answering its observe and unobserve calls.
  let makeController:
    (_ observer: RuntimeObject) -> (
      controller: AnyObject, observe: (RuntimeObject) -> Void, unobserve: (RuntimeObject) -> Void
    )

  static var both: [Subject] {
    [
      Subject(name: "KVOController") { observer in
        let controller = FBKVOController(observer: observer)
        return (
          controller,
          { controller.observe($0, keyPath: "radius") { _, _, _ in } },
          { controller.unobserve($0) }
        )
      },
      Subject(name: "HashTableKVOController") { observer in
        let controller = HashTableKVOController(observer: observer)
        return (
          controller,
          { controller.observe($0, keyPath: "radius") { _, _, _ in } },
          { controller.unobserve($0) }
        )
      },
    ]
  }
}
