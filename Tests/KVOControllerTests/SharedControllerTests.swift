import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// The shared controller: the only object KVO sees, holding the infos weakly and dropping a
/// notification whose info, controller or observer has gone.
@Suite struct SharedControllerTests {
  @Test func theSharedControllerIsTheOnlyRealObserverAndTheInfoIsTheContext() {
    let person = Profile()
    let observers = [Watcher(), Watcher()]
    let first = FBKVOController(observer: observers[0])
    let second = FBKVOController(observer: observers[1])
    first.observe(person, keyPath: "name") { _, _, _ in }
    second.observe(person, keyPath: "name", action: "propertyDidChange")
    let registered = registrations(of: person, forKey: "name")
    let infos = (first.observedObjects + second.observedObjects).flatMap(\.infos)
    #expect(registered.count == 2)
    #expect(registered.allSatisfy { $0.observer == ObjectIdentifier(FBKVOSharedController.shared) })
    #expect(Set(registered.map(\.context)) == Set(infos.map(\.contextPointer)))
  }

  @Test func theSharedControllerHoldsInfosWeaklyAndDropsNotificationsForAFreedOne() {
    let person = Profile()
    let watcher = Watcher()
    let controller = FBKVOController(observer: watcher)
    let shared = FBKVOSharedController.shared
    weak var freed: FBKVOInfo?
    let context: UnsafeMutableRawPointer
    do {
      let info = FBKVOInfo(
        controller: controller, keyPath: "name", callback: .action("propertyDidChange"))
      shared.observe(person, info: info)
      #expect(shared.registeredInfos.contains { $0 === info })
      freed = info
      context = info.contextPointer
    }
    #expect(freed == nil)
    #expect(shared.infos.withLock { $0.member(atAddress: context) } == nil)
    person.name = "Ada"
    #expect(watcher.received.isEmpty)
    person.removeObserver(shared, forKeyPath: "name", context: context)
  }
}
