import ControllerTestSupport
import HashTableKVOController
import ObjectRuntime
import RawKVO
import Testing
import WeakTables

@testable import KVOController

/// Callbacks that call back into the controller, and observed objects told apart by identity,
/// on HashTableKVOController.
@Suite struct ReentryAndIdentityTests {
  @Test func unobservingInsideAnInitialCallbackRemovesTheRegistrationWhenAddObserverReturns() {
    let person = Profile()
    let inbox = Inbox()
    let observer = Watcher()
    let controller = HashTableKVOController(observer: observer)
    var stateInside: ObservationState?
    var registeredInside = false
    controller.observe(person, keyPath: "name", options: [.initial, .new]) {
      [unowned controller] observer, object, change in
      stateInside = controller.state(of: object, keyPath: "name")
      controller.unobserve(object, keyPath: "name")
      registeredInside = isObservedByKVO(object)
      inbox.block(observer, object, change)
    }
    #expect(stateInside == .initial)
    #expect(!registeredInside)
    #expect(!isObservedByKVO(person))
    person.name = "Ada"
    #expect(inbox.received.count == 1)
    #expect(controller.observedObjectCount == 0)
  }

  @Test func callbacksMayCallBackIntoTheController() {
    Behaviour.callbacksMayCallBackIntoTheController()
  }

  @Test func twoObjectsEqualByValueAreObservedSeparately() {
    let first = Profile()
    let second = Profile()
    #expect(first == second)
    let inbox = Inbox()
    let observer = Watcher()
    let controller = HashTableKVOController(observer: observer)
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
