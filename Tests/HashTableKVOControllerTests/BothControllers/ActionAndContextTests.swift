import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Chapter 3's actions and context deliveries, run on both controllers.
@Suite struct ActionAndContextTests {
  @Test(arguments: ControllerKind.allCases)
  func anActionWithNoArgumentIsSent(_ kind: ControllerKind) {
    let person = Member()
    let watcher = Listener()
    let controller = kind.make(observer: watcher)
    controller.observe(person, keyPath: "name", options: [.new], action: "propertyDidChange")
    person.name = "Ada"
    #expect(watcher.received.map(\.path) == ["propertyDidChange"])
  }

  @Test(arguments: ControllerKind.allCases)
  func anActionWithOneArgumentReceivesTheChange(_ kind: ControllerKind) {
    let person = Member()
    let watcher = Listener()
    let controller = kind.make(observer: watcher)
    controller.observe(person, keyPath: "name", options: [.new], action: "propertyDidChange:")
    person.name = "Ada"
    #expect(watcher.received.map(\.path) == ["propertyDidChange:"])
    #expect(watcher.received.first?.new as? String == "Ada")
  }

  @Test(arguments: ControllerKind.allCases)
  func anActionWithTwoArgumentsReceivesTheChangeAndTheObject(_ kind: ControllerKind) {
    let person = Member()
    let watcher = Listener()
    let controller = kind.make(observer: watcher)
    controller.observe(
      person, keyPaths: ["name", "age"], options: [.new], action: "propertyDidChange:object:")
    person.age = 36
    #expect(watcher.received.map(\.path) == ["propertyDidChange:object:"])
    #expect(watcher.received.first?.object === person)
    #expect(watcher.received.first?.new as? Int == 36)
  }

  @Test(arguments: ControllerKind.allCases)
  func theContextFormReachesTheObserversObserveValueWithTheCallersContext(_ kind: ControllerKind) {
    let person = Member()
    let watcher = Listener()
    let context = ObservationContext()
    let controller = kind.make(observer: watcher)
    controller.observe(person, keyPath: "name", options: [.new], context: context.pointer)
    person.name = "Ada"
    #expect(watcher.received.map(\.path) == ["observeValue"])
    #expect(watcher.received.first?.context == context.pointer)
    #expect(watcher.received.first?.object === person)
  }

  @Test(arguments: ControllerKind.allCases)
  func onlyTheBlockPathAddsTheKeyPathToTheChange(_ kind: ControllerKind) {
    let person = Member()
    let watcher = Listener()
    let inbox = Inbox()
    let controller = kind.make(observer: watcher)
    controller.observe(person, keyPath: "name", options: [.new], block: inbox.block)
    controller.observe(person, keyPath: "age", options: [.new], action: "propertyDidChange:")
    let other = Member()
    controller.observe(other, keyPath: "name", options: [.new], context: nil)
    person.name = "Ada"
    person.age = 36
    other.name = "Grace"
    #expect(inbox.received.first?.keyPath == "name")
    #expect(watcher.received.count == 2)
    #expect(watcher.received.allSatisfy { $0.keyPath == nil })
  }

  @Test(arguments: ControllerKind.allCases)
  func aKeyPathObservedByBlockIgnoresALaterActionForIt(_ kind: ControllerKind) {
    let person = Member()
    let watcher = Listener()
    let inbox = Inbox()
    let controller = kind.make(observer: watcher)
    controller.observe(person, keyPath: "name", block: inbox.block)
    controller.observe(person, keyPath: "name", action: "propertyDidChange")
    controller.observe(person, keyPath: "name", context: nil)
    person.name = "Ada"
    #expect(inbox.received.count == 1)
    #expect(watcher.received.isEmpty)
  }
}
