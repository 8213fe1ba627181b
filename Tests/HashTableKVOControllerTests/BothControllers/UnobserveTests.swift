import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Removal that never raises, on both controllers.
@Suite struct UnobserveTests {
  @Test(arguments: ControllerKind.allCases)
  func unobservingAKeyPathStopsOnlyThatKeyPath(_ kind: ControllerKind) {
    let person = Member()
    let inbox = Inbox()
    let observer = Listener()
    let controller = kind.make(observer: observer)
    controller.observe(person, keyPaths: ["name", "age"], block: inbox.block)
    controller.unobserve(person, keyPath: "name")
    person.name = "Ada"
    person.age = 36
    #expect(inbox.received.map(\.keyPath) == ["age"])
  }

  @Test(arguments: ControllerKind.allCases)
  func unobservingAnObjectStopsAllItsKeyPaths(_ kind: ControllerKind) {
    let person = Member()
    let other = Member()
    let inbox = Inbox()
    let observer = Listener()
    let controller = kind.make(observer: observer)
    controller.observe(person, keyPaths: ["name", "age"], block: inbox.block)
    controller.observe(other, keyPath: "name", block: inbox.block)
    controller.unobserve(person)
    person.name = "Ada"
    person.age = 36
    other.name = "Grace"
    #expect(inbox.received.map { $0.object === other } == [true])
    #expect(!isObservedByKVO(person))
  }

  @Test(arguments: ControllerKind.allCases)
  func unobservingEverythingLeavesNoRegistration(_ kind: ControllerKind) {
    let people = [Member(), Member()]
    let observer = Listener()
    let controller = kind.make(observer: observer)
    for person in people { controller.observe(person, keyPaths: ["name", "age"], context: nil) }
    controller.unobserveAll()
    #expect(controller.observedObjectCount == 0)
    #expect(people.allSatisfy { !isObservedByKVO($0) })
  }

  @Test(arguments: ControllerKind.allCases)
  func aKeyPathCanBeObservedAgainAfterItWasUnobserved(_ kind: ControllerKind) {
    let person = Member()
    let inbox = Inbox()
    let observer = Listener()
    let controller = kind.make(observer: observer)
    controller.observe(person, keyPath: "name", block: inbox.block)
    controller.unobserve(person, keyPath: "name")
    controller.observe(person, keyPath: "name", block: inbox.block)
    person.name = "Ada"
    #expect(inbox.received.count == 1)
  }

  @Test(arguments: ControllerKind.allCases)
  func removalThroughTheControllerNeverRaises(_ kind: ControllerKind) async {
    await #expect(processExitsWith: .success) { [kind] in
      let person = Member()
      let observer = Listener()
      let controller = kind.make(observer: observer)
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

  @Test(arguments: ControllerKind.allCases)
  func theDebugDescriptionNamesObserverObjectsAndObservations(_ kind: ControllerKind) {
    let person = Member()
    let watcher = Listener()
    let controller = kind.make(observer: watcher)
    #expect(controller.debugDescription.hasPrefix("<\(kind.className):0x"))
    #expect(
      controller.debugDescription.hasSuffix(
        " observer:<Listener:\(addressDescription(of: watcher))>>"))
    controller.observe(
      person, keyPath: "name", options: [.new, .old], action: "propertyDidChange:")
    let description = controller.debugDescription
    #expect(description.contains("\n  \(person) -> (<\(kind.infoClassName):0x"))
    #expect(
      description.contains(
        " keyPath:name options:NSKeyValueObservingOptionNew|NSKeyValueObservingOptionOld action:propertyDidChange:>)>"
      ))
  }
}
