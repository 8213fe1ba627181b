import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// No lock held while calling out, teardown that runs other code, and cleaning up too late.
@Suite struct HoldingUpTests {
  private static func standardError(of result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }

  @Test func callbacksMayCallBackIntoTheController() {
    Behaviour.callbacksMayCallBackIntoTheController()
  }

  @Test func unobserveAllClearsTheMapAndUnobservesOutsideTheLock() {
    let observer = Watcher()
    let controller = FBKVOController(observer: observer)
    let seenWhileFreeing = Locked<(isLocked: Bool, description: String)?>(nil)
    do {
      let person = Profile()
      controller.observe(person, keyPath: "name") { _, _, _ in }
      person.addDeallocationHook { [weak controller] _ in
        guard let controller else { return }
        let isLocked = controller.objectInfos.isLocked
        let description = isLocked ? "" : controller.debugDescription
        seenWhileFreeing.withLock { $0 = (isLocked, description) }
      }
    }
    controller.unobserveAll()
    let seen = seenWhileFreeing.withLock { $0 }
    #expect(seen?.isLocked == false)
    #expect(seen?.description.hasPrefix("<FBKVOController:") == true)
    #expect(seen?.description.contains(" -> ") == false)
  }

  @Test func theDebugDescriptionNamesObserverObjectsAndObservations() {
    Behaviour.theDebugDescriptionNamesObserverObjectsAndObservations()
  }

  @Test func unobservingInDeinitIsTooLateForTheNonRetainingController() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      do {
        let owner = SelfObserver { $0.KVOControllerNonRetaining.unobserve($0) }
        owner.KVOControllerNonRetaining.observe(owner, keyPath: "name") { _, _, _ in }
      }
    }
    #expect(
      Self.standardError(of: result).contains(
        " of class SelfObserver was deallocated while key value observers were still registered with it."
      ))
  }
}
