import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Removal by key path, by object and of everything, and the debug description.
@Suite struct UnobserveBehaviourTests {
  @Test func unobservingAKeyPathStopsOnlyThatKeyPath() {
    let person = Profile()
    let inbox = Inbox()
    let observer = Watcher()
    let controller = Controller(observer: observer)
    controller.observe(person, keyPaths: ["name", "age"], block: inbox.block)
    controller.unobserve(person, keyPath: "name")
    person.name = "Ada"
    person.age = 36
    #expect(inbox.received.map(\.keyPath) == ["age"])
  }

  @Test func unobservingAnObjectStopsAllItsKeyPaths() {
    let person = Profile()
    let other = Profile()
    let inbox = Inbox()
    let observer = Watcher()
    let controller = Controller(observer: observer)
    controller.observe(person, keyPaths: ["name", "age"], block: inbox.block)
    controller.observe(other, keyPath: "name", block: inbox.block)
    controller.unobserve(person)
    person.name = "Ada"
    person.age = 36
    other.name = "Grace"
    #expect(inbox.received.map { $0.object === other } == [true])
    #expect(!isObservedByKVO(person))
  }

  @Test func unobservingEverythingLeavesNoRegistration() {
    let people = [Profile(), Profile()]
    let observer = Watcher()
    let controller = Controller(observer: observer)
    for person in people { controller.observe(person, keyPaths: ["name", "age"], context: nil) }
    controller.unobserveAll()
    #expect(controller.observedObjectCount == 0)
    #expect(people.allSatisfy { !isObservedByKVO($0) })
  }

  @Test func aKeyPathCanBeObservedAgainAfterItWasUnobserved() {
    let person = Profile()
    let inbox = Inbox()
    let observer = Watcher()
    let controller = Controller(observer: observer)
    controller.observe(person, keyPath: "name", block: inbox.block)
    controller.unobserve(person, keyPath: "name")
    controller.observe(person, keyPath: "name", block: inbox.block)
    person.name = "Ada"
    #expect(inbox.received.count == 1)
  }

  @Test func theDebugDescriptionNamesObserverObjectsAndObservations() {
    let person = Profile()
    let watcher = Watcher()
    let controller = Controller(observer: watcher)
    #expect(controller.debugDescription.hasPrefix("<\(Controller.self):0x"))
    #expect(
      controller.debugDescription.hasSuffix(
        " observer:<Watcher:\(addressDescription(of: watcher))>>"))
    controller.observe(
      person, keyPath: "name", options: [.new, .old], action: "propertyDidChange:")
    let description = controller.debugDescription
    #expect(description.contains("\n  \(person) -> (<\(Controller.infoClassName):0x"))
    #expect(
      description.contains(
        " keyPath:name options:NSKeyValueObservingOptionNew|NSKeyValueObservingOptionOld action:propertyDidChange:>)>"
      ))
  }

  @Test func removalThroughTheControllerNeverRaises() async {
    await #expect(processExitsWith: .success) {
      let person = Profile()
      let observer = Watcher()
      let controller = Controller(observer: observer)
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
}
