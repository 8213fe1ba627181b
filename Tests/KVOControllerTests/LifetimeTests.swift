import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Who keeps whom alive; the tests that take a ``ControllerKind`` run on both controllers.
@Suite struct LifetimeTests {
  private static func standardError(of result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }

  @Test(arguments: ControllerKind.allCases)
  func theRetainingControllerKeepsTheObservedObjectAliveUntilUnobserved(_ kind: ControllerKind) {
    let observer = Watcher()
    let controller = kind.make(observer: observer)
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

  @Test(arguments: ControllerKind.allCases)
  func theControllerHoldsItsObserverWeakly(_ kind: ControllerKind) {
    weak var observer: Watcher?
    let controller: any ObservingController
    do {
      let made = Watcher()
      observer = made
      controller = kind.make(observer: made)
    }
    #expect(observer == nil)
    #expect(controller.observer == nil)
  }

  @Test(arguments: ControllerKind.allCases)
  func freeingTheControllerUnobservesEverything(_ kind: ControllerKind) {
    let person = Profile()
    let inbox = Inbox()
    do {
      let observer = Watcher()
      let controller = kind.make(observer: observer)
      controller.observe(person, keyPaths: ["name", "age"], block: inbox.block)
      #expect(isObservedByKVO(person))
    }
    #expect(!isObservedByKVO(person))
    person.name = "Ada"
    #expect(inbox.received.isEmpty)
  }

  @Test func theOwnershipChainHasNoCycle() {
    let person = Profile()
    weak var owner: Watcher?
    weak var controller: FBKVOController?
    weak var info: FBKVOInfo?
    do {
      let made = Watcher()
      owner = made
      made.KVOController.observe(person, keyPath: "name", action: "propertyDidChange")
      controller = made.KVOController
      info = made.KVOController.observedObjects.first?.infos.first
      #expect(FBKVOSharedController.shared.registeredInfos.contains { $0 === info })
    }
    #expect(owner == nil)
    #expect(controller == nil)
    #expect(info == nil)
    #expect(!isObservedByKVO(person))
  }

  @Test(arguments: ControllerKind.allCases)
  func theLazyControllersAreMadeOnceAndKeptWithTheirObject(_ kind: ControllerKind) {
    let owner = Watcher()
    #expect(kind.lazyController(of: owner) === kind.lazyController(of: owner))
    #expect(
      kind.lazyNonRetainingController(of: owner) === kind.lazyNonRetainingController(of: owner))
    #expect(kind.lazyController(of: owner) !== kind.lazyNonRetainingController(of: owner))
    #expect(kind.lazyController(of: owner).observer === owner)
    let replacement = kind.make(observer: nil)
    kind.setLazyController(of: owner, to: replacement)
    #expect(kind.lazyController(of: owner) === replacement)
  }

  @Test(arguments: ControllerKind.allCases)
  func theLazyControllersDieWithTheirObject(_ kind: ControllerKind) {
    weak var retaining: (any ObservingController)?
    weak var nonRetaining: (any ObservingController)?
    do {
      let owner = Watcher()
      retaining = kind.lazyController(of: owner)
      nonRetaining = kind.lazyNonRetainingController(of: owner)
      #expect(retaining != nil && nonRetaining != nil)
    }
    #expect(retaining == nil)
    #expect(nonRetaining == nil)
  }

  @Test(arguments: ControllerKind.allCases)
  func observingSelfWithTheRetainingControllerIsACycle(_ kind: ControllerKind) {
    weak var owner: Profile?
    do {
      let made = Profile()
      owner = made
      kind.lazyController(of: made).observe(made, keyPath: "name") { _, _, _ in }
    }
    #expect(owner != nil)
    if let owner { kind.lazyController(of: owner).unobserve(owner) }
    #expect(owner == nil)
  }

  @Test(arguments: ControllerKind.allCases)
  func observingSelfWithTheNonRetainingControllerIsNoCycle(_ kind: ControllerKind) {
    weak var owner: Profile?
    do {
      let made = Profile()
      owner = made
      kind.lazyNonRetainingController(of: made).observe(made, keyPath: "name") { _, _, _ in }
      kind.lazyNonRetainingController(of: made).unobserve(made)
    }
    #expect(owner == nil)
  }

  @Test(arguments: ControllerKind.allCases)
  func anObjectFreedWhileTheNonRetainingControllerObservesItCrashes(_ kind: ControllerKind) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [kind] in
      let controller = kind.make(observer: Watcher(), retainObserved: false)
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

  @Test(arguments: ControllerKind.allCases)
  func anObjectObservingItselfWithoutRetainingIsFreedAndCrashes(_ kind: ControllerKind) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [kind] in
      do {
        let owner = Profile()
        kind.lazyNonRetainingController(of: owner).observe(owner, keyPath: "name") { _, _, _ in }
      }
    }
    #expect(
      Self.standardError(of: result).contains(
        " of class Profile was deallocated while key value observers were still registered with it."
      )
    )
  }

  @Test(arguments: ControllerKind.allCases)
  func unobservingInDeinitIsTooLateForTheNonRetainingController(_ kind: ControllerKind) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [kind] in
      do {
        let owner = SelfObserver(kind: kind)
        kind.lazyNonRetainingController(of: owner).observe(owner, keyPath: "name") { _, _, _ in }
      }
    }
    #expect(
      Self.standardError(of: result).contains(
        " of class SelfObserver was deallocated while key value observers were still registered with it."
      ))
  }
}
