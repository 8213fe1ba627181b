import ObjectRuntime
import RawKVO
import Testing
import WeakTables

@testable import KVOController

/// Callbacks that call back into the controller, and observed objects told apart by identity,
/// on both controllers.
@Suite struct ReentryAndIdentityTests {
  @Test(arguments: ControllerKind.allCases)
  func unobservingInsideAnInitialCallbackRemovesTheRegistrationWhenAddObserverReturns(
    _ kind: ControllerKind
  ) {
    let person = Member()
    let inbox = Inbox()
    let observer = Listener()
    let controller = kind.make(observer: observer)
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

  @Test(arguments: ControllerKind.allCases)
  func callbacksMayCallBackIntoTheController(_ kind: ControllerKind) {
    let person = Member()
    let inbox = Inbox()
    let observer = Listener()
    let controller = kind.make(observer: observer)
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

  @Test(arguments: ControllerKind.allCases)
  func twoObjectsEqualByValueAreObservedSeparately(_ kind: ControllerKind) {
    let first = Member()
    let second = Member()
    #expect(first == second)
    let inbox = Inbox()
    let observer = Listener()
    let controller = kind.make(observer: observer)
    controller.observe(first, keyPath: "age", block: inbox.block)
    controller.observe(second, keyPath: "age", block: inbox.block)
    #expect(controller.observedObjectCount == 2)
    first.age = 1
    second.age = 2
    #expect(inbox.received.map { $0.object === first } == [true, false])
  }

  @Test(arguments: ControllerKind.allCases)
  func aTableKeyedByValueLosesAnObservedObjectWhoseValueChanged(_ kind: ControllerKind) {
    let person = Member()
    let byValue = MapTable<Member, Member>(
      keyOptions: .strongObjects, valueOptions: .strongObjects)
    byValue.setObject(Member(), forKey: person)
    person.name = "Ada"
    #expect(byValue.object(forKey: person) == nil)
    let observer = Listener()
    let controller = kind.make(observer: observer)
    controller.observe(person, keyPath: "age") { _, _, _ in }
    person.name = "Grace"
    controller.unobserve(person)
    #expect(controller.observedObjectCount == 0)
    #expect(!isObservedByKVO(person))
  }
}
