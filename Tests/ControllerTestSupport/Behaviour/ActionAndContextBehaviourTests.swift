import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Actions of each shape, the context form, and which path adds the key path to the change.
@Suite struct ActionAndContextBehaviourTests {
  @Test func anActionWithNoArgumentIsSent() {
    let person = Profile()
    let watcher = Watcher()
    let controller = Controller(observer: watcher)
    controller.observe(person, keyPath: "name", options: [.new], action: "propertyDidChange")
    person.name = "Ada"
    #expect(watcher.received.map(\.path) == ["propertyDidChange"])
  }

  @Test func anActionWithOneArgumentReceivesTheChange() {
    let person = Profile()
    let watcher = Watcher()
    let controller = Controller(observer: watcher)
    controller.observe(person, keyPath: "name", options: [.new], action: "propertyDidChange:")
    person.name = "Ada"
    #expect(watcher.received.map(\.path) == ["propertyDidChange:"])
    #expect(watcher.received.first?.new as? String == "Ada")
  }

  @Test func anActionWithTwoArgumentsReceivesTheChangeAndTheObject() {
    let person = Profile()
    let watcher = Watcher()
    let controller = Controller(observer: watcher)
    controller.observe(
      person, keyPaths: ["name", "age"], options: [.new], action: "propertyDidChange:object:")
    person.age = 36
    #expect(watcher.received.map(\.path) == ["propertyDidChange:object:"])
    #expect(watcher.received.first?.object === person)
    #expect(watcher.received.first?.new as? Int == 36)
  }

  @Test func theContextFormReachesTheObserversObserveValueWithTheCallersContext() {
    let person = Profile()
    let watcher = Watcher()
    let context = ObservationContext()
    let controller = Controller(observer: watcher)
    controller.observe(person, keyPath: "name", options: [.new], context: context.pointer)
    person.name = "Ada"
    #expect(watcher.received.map(\.path) == ["observeValue"])
    #expect(watcher.received.first?.context == context.pointer)
    #expect(watcher.received.first?.object === person)
  }

  @Test func onlyTheBlockPathAddsTheKeyPathToTheChange() {
    let person = Profile()
    let watcher = Watcher()
    let inbox = Inbox()
    let controller = Controller(observer: watcher)
    controller.observe(person, keyPath: "name", options: [.new], block: inbox.block)
    controller.observe(person, keyPath: "age", options: [.new], action: "propertyDidChange:")
    let other = Profile()
    controller.observe(other, keyPath: "name", options: [.new], context: nil)
    person.name = "Ada"
    person.age = 36
    other.name = "Grace"
    #expect(inbox.received.first?.keyPath == "name")
    #expect(watcher.received.count == 2)
    #expect(watcher.received.allSatisfy { $0.keyPath == nil })
  }

  @Test func aKeyPathObservedByBlockIgnoresALaterActionForIt() {
    let person = Profile()
    let watcher = Watcher()
    let inbox = Inbox()
    let controller = Controller(observer: watcher)
    controller.observe(person, keyPath: "name", block: inbox.block)
    controller.observe(person, keyPath: "name", action: "propertyDidChange")
    controller.observe(person, keyPath: "name", context: nil)
    person.name = "Ada"
    #expect(inbox.received.count == 1)
    #expect(watcher.received.isEmpty)
  }
}
