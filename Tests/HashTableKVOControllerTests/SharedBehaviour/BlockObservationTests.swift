import ControllerTestSupport
import HashTableKVOController
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Chapter 3's block observations, on HashTableKVOController.
@Suite struct BlockObservationTests {
  @Test func aBlockReceivesEachChangeWithoutAnObserveValueOverride() {
    let observer = Profile()
    let person = Profile()
    let inbox = Inbox()
    let controller = HashTableKVOController(observer: observer)
    controller.observe(person, keyPath: "name", options: [.new, .old], block: inbox.block)
    person.name = "Ada"
    person.name = "Grace"
    #expect(inbox.received.map { $0.new as? String } == ["Ada", "Grace"])
    #expect(inbox.received.map { $0.change[.old] as? String } == ["", "Ada"])
    #expect(inbox.received.allSatisfy { $0.object === person })
  }

  @Test func aBlockCanObserveSeveralKeyPathsAndTellsThemApart() {
    Behaviour.aBlockCanObserveSeveralKeyPathsAndTellsThemApart()
  }

  @Test func theInitialOptionDeliversBeforeObserveReturns() {
    Behaviour.theInitialOptionDeliversBeforeObserveReturns()
  }

  @Test func observingTheSameKeyPathTwiceRegistersOnce() {
    let person = Profile()
    let first = Inbox()
    let second = Inbox()
    let observer = Watcher()
    let controller = HashTableKVOController(observer: observer)
    controller.observe(person, keyPath: "name", options: [.new], block: first.block)
    controller.observe(person, keyPath: "name", options: [.new, .old], block: second.block)
    person.name = "Ada"
    #expect(first.received.count == 1)
    #expect(second.received.isEmpty)
    #expect(registrations(of: person, forKey: "name").count == 1)
  }

  @Test func twoControllersObservingTheSameKeyPathBothRegister() {
    Behaviour.twoControllersObservingTheSameKeyPathBothRegister()
  }

  @Test func aNilObjectIsIgnored() {
    Behaviour.aNilObjectIsIgnored()
  }

  @Test func aNotificationForAControllerWhoseObserverIsGoneIsDropped() {
    Behaviour.aNotificationForAControllerWhoseObserverIsGoneIsDropped()
  }
}
