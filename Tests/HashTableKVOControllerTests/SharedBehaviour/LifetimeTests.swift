import ControllerTestSupport
import HashTableKVOController
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Who keeps whom alive, on HashTableKVOController: the lazy controllers, the retaining and the
/// non-retaining contract, and their crashes.
@Suite struct LifetimeTests {
  private static func standardError(of result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }

  @Test func theRetainingControllerKeepsTheObservedObjectAliveUntilUnobserved() {
    Behaviour.theRetainingControllerKeepsTheObservedObjectAliveUntilUnobserved()
  }

  @Test func theControllerHoldsItsObserverWeakly() {
    Behaviour.theControllerHoldsItsObserverWeakly()
  }

  @Test func freeingTheControllerUnobservesEverything() {
    let person = Profile()
    let inbox = Inbox()
    do {
      let observer = Watcher()
      let controller = HashTableKVOController(observer: observer)
      controller.observe(person, keyPaths: ["name", "age"], block: inbox.block)
      #expect(isObservedByKVO(person))
    }
    #expect(!isObservedByKVO(person))
    person.name = "Ada"
    #expect(inbox.received.isEmpty)
  }

  @Test func theLazyControllersAreMadeOnceAndKeptWithTheirObject() {
    Behaviour.theLazyControllersAreMadeOnceAndKeptWithTheirObject()
  }

  @Test func theLazyControllersDieWithTheirObject() {
    Behaviour.theLazyControllersDieWithTheirObject()
  }

  @Test func observingSelfWithTheRetainingControllerIsACycle() {
    Behaviour.observingSelfWithTheRetainingControllerIsACycle()
  }

  @Test func observingSelfWithTheNonRetainingControllerIsNoCycle() {
    Behaviour.observingSelfWithTheNonRetainingControllerIsNoCycle()
  }

  @Test func anObjectFreedWhileTheNonRetainingControllerObservesItCrashes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let controller = HashTableKVOController(observer: Watcher(), retainObserved: false)
      do {
        let person = Profile()
        controller.observe(person, keyPath: "name") { _, _, _ in }
      }
    }
    let output = Self.standardError(of: result)
    #expect(
      output.contains(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'An instance 0x"
      ))
    #expect(
      output.contains(
        " of class Profile was deallocated while key value observers were still registered with it."
      )
    )
  }

  @Test func anObjectObservingItselfWithoutRetainingIsFreedAndCrashes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      do {
        let owner = Profile()
        owner.hashTableKVOControllerNonRetaining.observe(owner, keyPath: "name") { _, _, _ in }
      }
    }
    #expect(
      Self.standardError(of: result).contains(
        " of class Profile was deallocated while key value observers were still registered with it."
      )
    )
  }

  @Test func unobservingInDeinitIsTooLateForTheNonRetainingController() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      do {
        let owner = SelfObserver { $0.hashTableKVOControllerNonRetaining.unobserve($0) }
        owner.hashTableKVOControllerNonRetaining.observe(owner, keyPath: "name") { _, _, _ in }
      }
    }
    #expect(
      Self.standardError(of: result).contains(
        " of class SelfObserver was deallocated while key value observers were still registered with it."
      ))
  }
}
