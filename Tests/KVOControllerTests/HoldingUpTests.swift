import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// No lock held while calling out: teardown that runs other code finds the controller unlocked.
@Suite struct HoldingUpTests {
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
}
