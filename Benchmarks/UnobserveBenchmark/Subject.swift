import HashTableKVOController
import KVOController
import ObjectRuntime

/// The observed model of the benchmark: one property.
final class BenchmarkCircle: RuntimeObject, @unchecked Sendable {
  @Property var radius = 0.0
}

/// One of the two controllers under test.
struct Subject {
  /// The name the data file uses for it.
  let name: String
  /// Makes a controller of this kind for `observer`.
  let makeController: (_ observer: RuntimeObject) -> any KVOControlling

  static var both: [Subject] {
    [
      Subject(name: "KVOController") { FBKVOController(observer: $0) },
      Subject(name: "HashTableKVOController") { HashTableKVOController(observer: $0) },
    ]
  }
}
