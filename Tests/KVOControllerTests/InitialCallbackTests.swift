import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// An info's state as it is registered and unobserved (unobserving from inside the `.initial`
/// callback is a shared behaviour test).
@Suite struct InitialCallbackTests {
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
}
