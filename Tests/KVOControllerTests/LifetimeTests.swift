import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// FBKVOController's own ownership chain (the shared behaviour tests hold the rest of who keeps
/// whom alive).
@Suite struct LifetimeTests {
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
}
