import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Who keeps whom alive, on both controllers: the lazy controllers, the retaining and the
/// non-retaining contract, and their crashes.
@Suite struct LifetimeTests {
  private static func standardError(of result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }

  @Test(arguments: ControllerKind.allCases)
  func theRetainingControllerKeepsTheObservedObjectAliveUntilUnobserved(_ kind: ControllerKind) {
    let observer = Listener()
    let controller = kind.make(observer: observer)
    weak var person: Member?
    do {
      let made = Member()
      person = made
      controller.observe(made, keyPath: "name") { _, _, _ in }
    }
    #expect(person != nil)
    controller.unobserve(person)
    #expect(person == nil)
  }

  @Test(arguments: ControllerKind.allCases)
  func theControllerHoldsItsObserverWeakly(_ kind: ControllerKind) {
    weak var observer: Listener?
    let controller: any ObservingController
    do {
      let made = Listener()
      observer = made
      controller = kind.make(observer: made)
    }
    #expect(observer == nil)
    #expect(controller.observer == nil)
  }

  @Test(arguments: ControllerKind.allCases)
  func freeingTheControllerUnobservesEverything(_ kind: ControllerKind) {
    let person = Member()
    let inbox = Inbox()
    do {
      let observer = Listener()
      let controller = kind.make(observer: observer)
      controller.observe(person, keyPaths: ["name", "age"], block: inbox.block)
      #expect(isObservedByKVO(person))
    }
    #expect(!isObservedByKVO(person))
    person.name = "Ada"
    #expect(inbox.received.isEmpty)
  }

  @Test(arguments: ControllerKind.allCases)
  func theLazyControllersAreMadeOnceAndKeptWithTheirObject(_ kind: ControllerKind) {
    let owner = Listener()
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
      let owner = Listener()
      retaining = kind.lazyController(of: owner)
      nonRetaining = kind.lazyNonRetainingController(of: owner)
      #expect(retaining != nil && nonRetaining != nil)
    }
    #expect(retaining == nil)
    #expect(nonRetaining == nil)
  }

  @Test(arguments: ControllerKind.allCases)
  func observingSelfWithTheRetainingControllerIsACycle(_ kind: ControllerKind) {
    weak var owner: Member?
    do {
      let made = Member()
      owner = made
      kind.lazyController(of: made).observe(made, keyPath: "name") { _, _, _ in }
    }
    #expect(owner != nil)
    if let owner { kind.lazyController(of: owner).unobserve(owner) }
    #expect(owner == nil)
  }

  @Test(arguments: ControllerKind.allCases)
  func observingSelfWithTheNonRetainingControllerIsNoCycle(_ kind: ControllerKind) {
    weak var owner: Member?
    do {
      let made = Member()
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
      let controller = kind.make(observer: Listener(), retainObserved: false)
      do {
        let person = Member()
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
        " of class Member was deallocated while key value observers were still registered with it."
      )
    )
  }

  @Test(arguments: ControllerKind.allCases)
  func anObjectObservingItselfWithoutRetainingIsFreedAndCrashes(_ kind: ControllerKind) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [kind] in
      do {
        let owner = Member()
        kind.lazyNonRetainingController(of: owner).observe(owner, keyPath: "name") { _, _, _ in }
      }
    }
    #expect(
      Self.standardError(of: result).contains(
        " of class Member was deallocated while key value observers were still registered with it."
      )
    )
  }

  @Test(arguments: ControllerKind.allCases)
  func unobservingInDeinitIsTooLateForTheNonRetainingController(_ kind: ControllerKind) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [kind] in
      do {
        let owner = SelfObservingMember(kind: kind)
        kind.lazyNonRetainingController(of: owner).observe(owner, keyPath: "name") { _, _, _ in }
      }
    }
    #expect(
      Self.standardError(of: result).contains(
        " of class SelfObservingMember was deallocated while key value observers were still registered with it."
      ))
  }
}
