import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Blocks: several key paths, `.initial`, two controllers, a nil object and a gone observer.
@Suite struct BlockBehaviourTests {
  @Test func aBlockCanObserveSeveralKeyPathsAndTellsThemApart() {
    let person = Profile()
    let inbox = Inbox()
    let observer = Watcher()
    let controller = Controller(observer: observer)
    controller.observe(person, keyPaths: ["name", "age"], options: [.new], block: inbox.block)
    person.name = "Ada"
    person.age = 36
    #expect(inbox.received.map(\.keyPath) == ["name", "age"])
    #expect(inbox.received.last?.new as? Int == 36)
  }

  @Test func theInitialOptionDeliversBeforeObserveReturns() {
    let person = Profile()
    person.name = "Ada"
    let inbox = Inbox()
    let observer = Watcher()
    let controller = Controller(observer: observer)
    controller.observe(person, keyPath: "name", options: [.initial, .new], block: inbox.block)
    #expect(inbox.received.map { $0.new as? String } == ["Ada"])
  }

  @Test func twoControllersObservingTheSameKeyPathBothRegister() {
    let person = Profile()
    let first = Inbox()
    let second = Inbox()
    let observers = [Watcher(), Watcher()]
    let controllers = observers.map { Controller(observer: $0) }
    controllers[0].observe(person, keyPath: "name", block: first.block)
    controllers[1].observe(person, keyPath: "name", block: second.block)
    person.name = "Ada"
    #expect(first.received.count == 1)
    #expect(second.received.count == 1)
  }

  @Test func aNilObjectIsIgnored() {
    let inbox = Inbox()
    let observer = Watcher()
    let controller = Controller(observer: observer)
    controller.observe(nil, keyPath: "name", block: inbox.block)
    controller.observe(nil, keyPaths: ["name", "age"], block: inbox.block)
    controller.observe(nil, keyPath: "name", action: "propertyDidChange")
    controller.observe(nil, keyPath: "name", context: nil)
    #expect(controller.observedObjectCount == 0)
  }

  @Test func aNotificationForAControllerWhoseObserverIsGoneIsDropped() {
    let person = Profile()
    let inbox = Inbox()
    let controller: Controller
    do {
      let observer = Watcher()
      controller = Controller(observer: observer)
      controller.observe(person, keyPath: "name", block: inbox.block)
    }
    #expect(controller.observer == nil)
    person.name = "Ada"
    #expect(inbox.received.isEmpty)
  }

  @Test func aBlockReceivesEachChangeWithoutAnObserveValueOverride() {
    let observer = Profile()
    let person = Profile()
    let inbox = Inbox()
    let controller = Controller(observer: observer)
    controller.observe(person, keyPath: "name", options: [.new, .old], block: inbox.block)
    person.name = "Ada"
    person.name = "Grace"
    #expect(inbox.received.map { $0.new as? String } == ["Ada", "Grace"])
    #expect(inbox.received.map { $0.change[.old] as? String } == ["", "Ada"])
    #expect(inbox.received.allSatisfy { $0.object === person })
  }

  @Test func observingTheSameKeyPathTwiceRegistersOnce() {
    let person = Profile()
    let first = Inbox()
    let second = Inbox()
    let observer = Watcher()
    let controller = Controller(observer: observer)
    controller.observe(person, keyPath: "name", options: [.new], block: first.block)
    controller.observe(person, keyPath: "name", options: [.new, .old], block: second.block)
    person.name = "Ada"
    #expect(first.received.count == 1)
    #expect(second.received.isEmpty)
    #expect(registrations(of: person, forKey: "name").count == 1)
  }
}
