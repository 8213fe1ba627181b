import ControllerTestSupport
import Dispatch
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Observing, unobserving and notifying from many threads at once.
@Suite struct StressBehaviourTests {
  @Test func observeUnobserveAndNotifyFromManyThreads() {
    let watcher = Watcher()
    let inbox = Inbox()
    let controller = Controller(observer: watcher)
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
}
