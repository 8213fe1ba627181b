import Dispatch
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Observing, unobserving and notifying from many threads at once. Run under the thread
/// sanitizer with `swift test --filter Stress --sanitize=thread`.
@Suite struct ControllerStressTests {
  @Test func observeUnobserveAndNotifyFromManyThreads() {
    let watcher = Watcher()
    let inbox = Inbox()
    let controller = FBKVOController(observer: watcher)
    let people = (0..<4).map { _ in Profile() }
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for round in 0..<150 {
        let person = people[(thread + round) % people.count]
        controller.observe(person, keyPath: "name", options: [.new], block: inbox.block)
        controller.observe(
          person, keyPaths: ["age"], options: [.initial], action: "propertyDidChange")
        person.name = "\(thread)-\(round)"
        person.age = round
        switch round % 3 {
        case 0: controller.unobserve(person, keyPath: "name")
        case 1: controller.unobserve(person)
        default: _ = controller.debugDescription
        }
      }
    }
    controller.unobserveAll()
    #expect(controller.observedObjectCount == 0)
    #expect(people.allSatisfy { !isObservedByKVO($0) })
    #expect(!inbox.received.isEmpty)
  }

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
