import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// What FBKVOController looks like from the outside: a block instead of `observeValue`, several
/// key paths per call, a controller on every object, and nothing to write in `dealloc`.
@Suite struct UsageTests {
  @Test func aBlockReceivesEachChangeWithoutAnObserveValueOverride() {
    let observer = Profile()
    let person = Profile()
    let inbox = Inbox()
    let controller = FBKVOController(observer: observer)
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

  @Test func theLazyControllersAreMadeOnceAndKeptWithTheirObject() {
    Behaviour.theLazyControllersAreMadeOnceAndKeptWithTheirObject()
  }

  @Test func theLazyControllersDieWithTheirObject() {
    Behaviour.theLazyControllersDieWithTheirObject()
  }

  @Test func freeingTheControllerUnobservesEverything() {
    let person = Profile()
    let inbox = Inbox()
    do {
      let observer = Watcher()
      let controller = FBKVOController(observer: observer)
      controller.observe(person, keyPaths: ["name", "age"], block: inbox.block)
      #expect(isObservedByKVO(person))
    }
    #expect(!isObservedByKVO(person))
    person.name = "Ada"
    #expect(inbox.received.isEmpty)
  }
}
