import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Chapter 3's block observations, run on FBKVOController and on HashTableKVOController.
@Suite struct BlockObservationTests {
  @Test(arguments: ControllerKind.allCases)
  func aBlockReceivesEachChangeWithoutAnObserveValueOverride(_ kind: ControllerKind) {
    let observer = Member()
    let person = Member()
    let inbox = Inbox()
    let controller = kind.make(observer: observer)
    controller.observe(person, keyPath: "name", options: [.new, .old], block: inbox.block)
    person.name = "Ada"
    person.name = "Grace"
    #expect(inbox.received.map { $0.new as? String } == ["Ada", "Grace"])
    #expect(inbox.received.map { $0.change[.old] as? String } == ["", "Ada"])
    #expect(inbox.received.allSatisfy { $0.object === person })
  }

  @Test(arguments: ControllerKind.allCases)
  func aBlockCanObserveSeveralKeyPathsAndTellsThemApart(_ kind: ControllerKind) {
    let person = Member()
    let inbox = Inbox()
    let observer = Listener()
    let controller = kind.make(observer: observer)
    controller.observe(person, keyPaths: ["name", "age"], options: [.new], block: inbox.block)
    person.name = "Ada"
    person.age = 36
    #expect(inbox.received.map(\.keyPath) == ["name", "age"])
    #expect(inbox.received.last?.new as? Int == 36)
  }

  @Test(arguments: ControllerKind.allCases)
  func theInitialOptionDeliversBeforeObserveReturns(_ kind: ControllerKind) {
    let person = Member()
    person.name = "Ada"
    let inbox = Inbox()
    let observer = Listener()
    let controller = kind.make(observer: observer)
    controller.observe(person, keyPath: "name", options: [.initial, .new], block: inbox.block)
    #expect(inbox.received.map { $0.new as? String } == ["Ada"])
  }

  @Test(arguments: ControllerKind.allCases)
  func observingTheSameKeyPathTwiceRegistersOnce(_ kind: ControllerKind) {
    let person = Member()
    let first = Inbox()
    let second = Inbox()
    let observer = Listener()
    let controller = kind.make(observer: observer)
    controller.observe(person, keyPath: "name", options: [.new], block: first.block)
    controller.observe(person, keyPath: "name", options: [.new, .old], block: second.block)
    person.name = "Ada"
    #expect(first.received.count == 1)
    #expect(second.received.isEmpty)
    #expect(registrations(of: person, forKey: "name").count == 1)
  }

  @Test(arguments: ControllerKind.allCases)
  func twoControllersObservingTheSameKeyPathBothRegister(_ kind: ControllerKind) {
    let person = Member()
    let first = Inbox()
    let second = Inbox()
    let observers = [Listener(), Listener()]
    let controllers = observers.map { kind.make(observer: $0) }
    controllers[0].observe(person, keyPath: "name", block: first.block)
    controllers[1].observe(person, keyPath: "name", block: second.block)
    person.name = "Ada"
    #expect(first.received.count == 1)
    #expect(second.received.count == 1)
  }

  @Test(arguments: ControllerKind.allCases)
  func aNilObjectIsIgnored(_ kind: ControllerKind) {
    let inbox = Inbox()
    let observer = Listener()
    let controller = kind.make(observer: observer)
    controller.observe(nil, keyPath: "name", block: inbox.block)
    controller.observe(nil, keyPaths: ["name", "age"], block: inbox.block)
    controller.observe(nil, keyPath: "name", action: "propertyDidChange")
    controller.observe(nil, keyPath: "name", context: nil)
    #expect(controller.observedObjectCount == 0)
  }

  @Test(arguments: ControllerKind.allCases)
  func aNotificationForAControllerWhoseObserverIsGoneIsDropped(_ kind: ControllerKind) {
    let person = Member()
    let inbox = Inbox()
    let controller: any ObservingController
    do {
      let observer = Listener()
      controller = kind.make(observer: observer)
      controller.observe(person, keyPath: "name", block: inbox.block)
    }
    #expect(controller.observer == nil)
    person.name = "Ada"
    #expect(inbox.received.isEmpty)
  }
}
