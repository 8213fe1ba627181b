import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Who keeps whom alive: the observer, the observed object, the lazy controllers, self-observation.
@Suite struct LifetimeBehaviourTests {
  @Test func theRetainingControllerKeepsTheObservedObjectAliveUntilUnobserved() {
    let observer = Watcher()
    let controller = Controller(observer: observer)
    weak var person: Profile?
    do {
      let made = Profile()
      person = made
      controller.observe(made, keyPath: "name") { _, _, _ in }
    }
    #expect(person != nil)
    controller.unobserve(person)
    #expect(person == nil)
  }

  @Test func theControllerHoldsItsObserverWeakly() {
    weak var observer: Watcher?
    let controller: Controller
    do {
      let made = Watcher()
      observer = made
      controller = Controller(observer: made)
    }
    #expect(observer == nil)
    #expect(controller.observer == nil)
  }

  @Test func theLazyControllersAreMadeOnceAndKeptWithTheirObject() {
    let owner = Watcher()
    #expect(Controller.lazyController(of: owner) === Controller.lazyController(of: owner))
    #expect(
      Controller.lazyNonRetainingController(of: owner)
        === Controller.lazyNonRetainingController(of: owner))
    #expect(
      Controller.lazyController(of: owner) !== Controller.lazyNonRetainingController(of: owner))
    #expect(Controller.lazyController(of: owner).observer === owner)
    let replacement = Controller(observer: nil)
    Controller.setLazyController(of: owner, to: replacement)
    #expect(Controller.lazyController(of: owner) === replacement)
  }

  @Test func theLazyControllersDieWithTheirObject() {
    weak var retaining: Controller?
    weak var nonRetaining: Controller?
    do {
      let owner = Watcher()
      retaining = Controller.lazyController(of: owner)
      nonRetaining = Controller.lazyNonRetainingController(of: owner)
      #expect(retaining != nil && nonRetaining != nil)
    }
    #expect(retaining == nil)
    #expect(nonRetaining == nil)
  }

  @Test func observingSelfWithTheRetainingControllerIsACycle() {
    weak var owner: Profile?
    do {
      let made = Profile()
      owner = made
      Controller.lazyController(of: made).observe(made, keyPath: "name") { _, _, _ in }
    }
    #expect(owner != nil)
    if let owner { Controller.lazyController(of: owner).unobserve(owner) }
    #expect(owner == nil)
  }

  @Test func observingSelfWithTheNonRetainingControllerIsNoCycle() {
    weak var owner: Profile?
    do {
      let made = Profile()
      owner = made
      Controller.lazyNonRetainingController(of: made).observe(made, keyPath: "name") { _, _, _ in }
      Controller.lazyNonRetainingController(of: made).unobserve(made)
    }
    #expect(owner == nil)
  }

  @Test func freeingTheControllerUnobservesEverything() {
    let person = Profile()
    let inbox = Inbox()
    do {
      let observer = Watcher()
      let controller = Controller(observer: observer)
      controller.observe(person, keyPaths: ["name", "age"], block: inbox.block)
      #expect(isObservedByKVO(person))
    }
    #expect(!isObservedByKVO(person))
    person.name = "Ada"
    #expect(inbox.received.isEmpty)
  }

  @Test func anObjectFreedWhileTheNonRetainingControllerObservesItCrashes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let controller = Controller(observer: Watcher(), retainObserved: false)
      do {
        let person = Profile()
        controller.observe(person, keyPath: "name") { _, _, _ in }
      }
    }
    let output = standardError(of: result)
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
        Controller.lazyNonRetainingController(of: owner).observe(owner, keyPath: "name") {
          _, _, _ in
        }
      }
    }
    #expect(
      standardError(of: result).contains(
        " of class Profile was deallocated while key value observers were still registered with it."
      )
    )
  }

  @Test func unobservingInDeinitIsTooLateForTheNonRetainingController() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      do {
        let owner = SelfObserver { Controller.lazyNonRetainingController(of: $0).unobserve($0) }
        Controller.lazyNonRetainingController(of: owner).observe(owner, keyPath: "name") {
          _, _, _ in
        }
      }
    }
    #expect(
      standardError(of: result).contains(
        " of class SelfObserver was deallocated while key value observers were still registered with it."
      ))
  }
}
