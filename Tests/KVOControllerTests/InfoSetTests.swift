import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing
import WeakTables

@testable import KVOController

/// The per-object set of observations: infos are equal by key path, so a key path is observed
/// once per controller and object, and the set holds its infos strongly.
@Suite struct InfoSetTests {
  @Test func infosAreEqualWhenTheirKeyPathsAre() {
    let observer = Watcher()
    let controller = FBKVOController(observer: observer)
    let block = FBKVOInfo(
      controller: controller, keyPath: "name", options: [.new], callback: .block { _, _, _ in })
    let action = FBKVOInfo(controller: nil, keyPath: "name", callback: .action("refresh"))
    let other = FBKVOInfo(controller: controller, keyPath: "age")
    #expect(block == action)
    #expect(block.hashValue == action.hashValue)
    #expect(block != other)
    let set = HashTable<FBKVOInfo>(options: .strongObjects)
    set.add(block)
    #expect(set.member(action) === block)
  }

  @Test func theSetOfInfosHoldsItsInfosStrongly() {
    let person = Profile()
    let observer = Watcher()
    let controller = FBKVOController(observer: observer)
    weak var info: FBKVOInfo?
    do {
      controller.observe(person, keyPath: "name") { _, _, _ in }
      info = controller.observedObjects.first?.infos.first
    }
    #expect(info != nil)
    #expect(
      controller.objectInfos.withLock { $0.object(forKey: person)?.options } == .strongObjects)
    controller.unobserve(person)
    #expect(info == nil)
  }
}
