import Dispatch
import ObjectRuntime
import RawKVO
import Testing

/// A model only the to-many stress test makes, so that its first observation (the notifying
/// subclass, the to-many messages, the per-key class method table) happens under contention.
final class Crate: RuntimeObject {
  @Property var items: [Int] = []

  override class var classMethods: [ClassMethod] {
    [.keyPathsForValuesAffecting("size", ["items"])]
  }
}

/// To-many edits and per-key lookups from many threads at once. Run under
/// `swift test --sanitize=thread --filter Stress` to check for data races.
@Suite struct ToManyStressTests {
  @Test func concurrentToManyEditsOnSeparateObjectsStress() {
    let counts = Locked<[Int]>([])

    DispatchQueue.concurrentPerform(iterations: 200) { index in
      let crate = Crate()
      let observer = RecordingObserver()
      crate.addObserver(observer, forKeyPath: "items", options: [.new, .prior])
      let items = crate.mutableArrayValue(forKey: "items")
      items.append(index)
      items.insert(index + 1, at: 0)
      items.remove(at: 1)
      crate.removeObserver(observer, forKeyPath: "items")
      let kinds = observer.notifications.filter { !$0.isPrior }.map(\.kind)
      counts.withLock { $0.append(kinds == [.insertion, .insertion, .removal] ? 1 : 0) }
      _ = Crate.keyPathsForValuesAffectingValue(forKey: "size")
    }

    #expect(counts.withLock { $0 }.count == 200)
    #expect(counts.withLock { $0 }.allSatisfy { $0 == 1 })
  }
}
