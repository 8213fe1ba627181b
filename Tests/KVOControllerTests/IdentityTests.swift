import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Observed objects are told apart by identity, whatever their own equality says.
@Suite struct IdentityTests {
  @Test func twoObjectsEqualByValueAreObservedSeparately() {
    let first = Profile()
    let second = Profile()
    #expect(first == second)
    let inbox = Inbox()
    let observer = Watcher()
    let controller = FBKVOController(observer: observer)
    controller.observe(first, keyPath: "age", block: inbox.block)
    controller.observe(second, keyPath: "age", block: inbox.block)
    #expect(controller.observedObjectCount == 2)
    first.age = 1
    second.age = 2
    #expect(inbox.received.map { $0.object === first } == [true, false])
  }

  @Test func aTableKeyedByValueLosesAnObservedObjectWhoseValueChanged() {
    Behaviour.aTableKeyedByValueLosesAnObservedObjectWhoseValueChanged()
  }
}
