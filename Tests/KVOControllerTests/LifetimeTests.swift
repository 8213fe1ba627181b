import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Who keeps whom alive, with the retaining and the non-retaining controller.
@Suite struct LifetimeTests {
  private static func standardError(of result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
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

  @Test func theControllerHoldsItsObserverWeakly() {
    Behaviour.theControllerHoldsItsObserverWeakly()
  }

  @Test func theRetainingControllerKeepsTheObservedObjectAliveUntilUnobserved() {
    Behaviour.theRetainingControllerKeepsTheObservedObjectAliveUntilUnobserved()
  }

  @Test func observingSelfWithTheRetainingControllerIsACycle() {
    Behaviour.observingSelfWithTheRetainingControllerIsACycle()
  }

  @Test func observingSelfWithTheNonRetainingControllerIsNoCycle() {
    Behaviour.observingSelfWithTheNonRetainingControllerIsNoCycle()
  }

  @Test func anObjectFreedWhileTheNonRetainingControllerObservesItCrashes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let controller = FBKVOController(observer: Watcher(), retainObserved: false)
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
        owner.KVOControllerNonRetaining.observe(owner, keyPath: "name") { _, _, _ in }
      }
    }
    #expect(
      Self.standardError(of: result).contains(
        " of class Profile was deallocated while key value observers were still registered with it."
      )
    )
  }
}
