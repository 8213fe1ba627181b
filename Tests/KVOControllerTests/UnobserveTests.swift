import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Removal through the controller, and raw KVO's removal for contrast.
@Suite struct UnobserveTests {
  @Test func removingTwiceWithRawKVORaises() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let person = Profile()
      let watcher = Watcher()
      person.addObserver(watcher, forKeyPath: "name")
      person.removeObserver(watcher, forKeyPath: "name")
      person.removeObserver(watcher, forKeyPath: "name")
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("'NSRangeException', reason: 'Cannot remove an observer <Watcher 0x"))
  }

  @Test func removalThroughTheControllerNeverRaises() async {
    await #expect(processExitsWith: .success) {
      let person = Profile()
      let observer = Watcher()
      let controller = FBKVOController(observer: observer)
      controller.unobserve(person, keyPath: "name")
      controller.unobserve(person)
      controller.unobserve(nil)
      controller.unobserve(nil, keyPath: "name")
      controller.observe(person, keyPath: "name") { _, _, _ in }
      controller.unobserve(person, keyPath: "name")
      controller.unobserve(person, keyPath: "name")
      controller.unobserve(person)
      controller.unobserveAll()
      controller.unobserveAll()
    }
  }

  @Test func unobservingAKeyPathStopsOnlyThatKeyPath() {
    Behaviour.unobservingAKeyPathStopsOnlyThatKeyPath()
  }

  @Test func unobservingAnObjectStopsAllItsKeyPaths() {
    Behaviour.unobservingAnObjectStopsAllItsKeyPaths()
  }

  @Test func unobservingEverythingLeavesNoRegistration() {
    Behaviour.unobservingEverythingLeavesNoRegistration()
  }

  @Test func aKeyPathCanBeObservedAgainAfterItWasUnobserved() {
    Behaviour.aKeyPathCanBeObservedAgainAfterItWasUnobserved()
  }
}
