import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Unobserving from inside the `.initial` callback, while `addObserver` is still running.
@Suite struct InitialCallbackTests {
  @Test func theInitialOptionDeliversBeforeObserveReturns() {
    Behaviour.theInitialOptionDeliversBeforeObserveReturns()
  }

  @Test func anInfoMovesFromInitialToObservingToNotObserving() {
    let person = Profile()
    let observer = Watcher()
    let controller = FBKVOController(observer: observer)
    let info = FBKVOInfo(controller: controller, keyPath: "name")
    #expect(info.state == .initial)
    controller.register(info, on: person)
    #expect(info.state == .observing)
    controller.unobserve(person, keyPath: "name")
    #expect(info.state == .notObserving)
    #expect(!isObservedByKVO(person))
  }

  @Test func unobservingInsideAnInitialCallbackRemovesTheRegistrationWhenAddObserverReturns() {
    let person = Profile()
    let inbox = Inbox()
    let observer = Watcher()
    let controller = FBKVOController(observer: observer)
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
}
