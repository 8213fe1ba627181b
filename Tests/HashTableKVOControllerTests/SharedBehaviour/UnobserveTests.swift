import ControllerTestSupport
import HashTableKVOController
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Chapter 3's removal that never raises, on HashTableKVOController.
@Suite struct UnobserveTests {
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

  @Test func removalThroughTheControllerNeverRaises() async {
    await #expect(processExitsWith: .success) {
      let person = Profile()
      let observer = Watcher()
      let controller = HashTableKVOController(observer: observer)
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

  @Test func theDebugDescriptionNamesObserverObjectsAndObservations() {
    Behaviour.theDebugDescriptionNamesObserverObjectsAndObservations()
  }
}
