import ControllerTestSupport
import Dispatch
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Observing, unobserving and notifying from many threads at once. Run under the thread
/// sanitizer with `swift test --filter Stress --sanitize=thread`.
@Suite struct ControllerStressTests {
  @Test func controllersComeAndGoWhileTheirObjectsChange() {
    let people = (0..<4).map { _ in Profile() }
    let owner = Watcher()
    let lazilyMade = Locked<Set<ObjectIdentifier>>([])
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      let made = ObjectIdentifier(owner.KVOController)
      lazilyMade.withLock { _ = $0.insert(made) }
      for round in 0..<100 {
        let person = people[(thread + round) % people.count]
        let controller = FBKVOController(observer: owner)
        controller.observe(person, keyPath: "name", options: [.initial, .new]) { _, object, _ in
          controller.unobserve(object, keyPath: "name")
        }
        controller.observe(person, keyPath: "age", action: "propertyDidChange:object:")
        person.age = round
        person.name = "\(round)"
      }
    }
    #expect(lazilyMade.withLock { $0.count } == 1)
    #expect(people.allSatisfy { !isObservedByKVO($0) })
  }
}
