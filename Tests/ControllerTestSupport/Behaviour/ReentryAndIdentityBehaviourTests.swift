import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing
import WeakTables

@testable import KVOController

/// Callbacks that call back into the controller, and observed objects told apart by identity.
@Suite struct ReentryAndIdentityBehaviourTests {
  @Test func callbacksMayCallBackIntoTheController() {
    let person = Profile()
    let inbox = Inbox()
    let observer = Watcher()
    let controller = Controller(observer: observer)
    var lockedDuringCallback: Bool?
    controller.observe(person, keyPath: "name", options: [.new]) {
      [unowned controller] _, object, _ in
      lockedDuringCallback = controller.isLocked
      guard lockedDuringCallback == false else { return }
      _ = controller.debugDescription
      controller.observe(object, keyPath: "age", options: [.new], block: inbox.block)
      controller.unobserve(object, keyPath: "name")
    }
    person.name = "Ada"
    person.name = "Grace"
    person.age = 36
    #expect(lockedDuringCallback == false)
    #expect(inbox.received.map { $0.new as? Int } == [36])
    #expect(controller.observedKeyPaths(of: person) == ["age"])
  }

  @Test func aTableKeyedByValueLosesAnObservedObjectWhoseValueChanged() {
    let person = Profile()
    let byValue = MapTable<Profile, Profile>(
      keyOptions: .strongObjects, valueOptions: .strongObjects)
    byValue.setObject(Profile(), forKey: person)
    person.name = "Ada"
    #expect(byValue.object(forKey: person) == nil)
    let observer = Watcher()
    let controller = Controller(observer: observer)
    controller.observe(person, keyPath: "age") { _, _, _ in }
    person.name = "Grace"
    controller.unobserve(person)
    #expect(controller.observedObjectCount == 0)
    #expect(!isObservedByKVO(person))
  }

  @Test func twoObjectsEqualByValueAreObservedSeparately() {
    let first = Profile()
    let second = Profile()
    #expect(first == second)
    let inbox = Inbox()
    let observer = Watcher()
    let controller = Controller(observer: observer)
    controller.observe(first, keyPath: "age", block: inbox.block)
    controller.observe(second, keyPath: "age", block: inbox.block)
    #expect(controller.observedObjectCount == 2)
    first.age = 1
    second.age = 2
    #expect(inbox.received.map { $0.object === first } == [true, false])
  }

  @Test func unobservingInsideAnInitialCallbackRemovesTheRegistrationWhenAddObserverReturns() {
    let person = Profile()
    let inbox = Inbox()
    let observer = Watcher()
    let controller = Controller(observer: observer)
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
