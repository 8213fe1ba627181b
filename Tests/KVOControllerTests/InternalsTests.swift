import ObjectRuntime
import RawKVO
import Testing
import WeakTables

@testable import KVOController

/// The machinery the articles explain, looked at from inside; the tests that take a
/// ``ControllerKind`` check behaviour both controllers share.
@Suite struct InternalsTests {
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

  @Test func anInfoMovesFromInitialToObservingToNotObserving() {
    let person = Profile()
    let observer = Watcher()
    let controller = FBKVOController(observer: observer)
    let info = FBKVOInfo(controller: controller, keyPath: "name")
    #expect(info.state == .initial)
    controller.register(info, on: person)
    #expect(info.state == .observing)
    controller.unobserve(person, keyPath: "name")
    #expect(info.state == .notObserving)
    #expect(!isObservedByKVO(person))
  }

  @Test(arguments: ControllerKind.allCases)
  func unobservingInsideAnInitialCallbackRemovesTheRegistrationWhenAddObserverReturns(
    _ kind: ControllerKind
  ) {
    let person = Profile()
    let inbox = Inbox()
    let observer = Watcher()
    let controller = kind.make(observer: observer)
    var stateInside: ObservationState?
    var registeredInside = false
    controller.observe(person, keyPath: "name", options: [.initial, .new]) {
      [unowned controller] observer, object, change in
      stateInside = controller.state(of: object, keyPath: "name")
      controller.unobserve(object, keyPath: "name")
      registeredInside = isObservedByKVO(object)
      inbox.block(observer, object, change)
    }
    #expect(stateInside == .initial)
    #expect(!registeredInside)
    #expect(!isObservedByKVO(person))
    person.name = "Ada"
    #expect(inbox.received.count == 1)
    #expect(controller.observedObjectCount == 0)
  }

  @Test(arguments: ControllerKind.allCases)
  func callbacksMayCallBackIntoTheController(_ kind: ControllerKind) {
    let person = Profile()
    let inbox = Inbox()
    let observer = Watcher()
    let controller = kind.make(observer: observer)
    var lockedDuringCallback: Bool?
    controller.observe(person, keyPath: "name", options: [.new]) {
      [unowned controller] _, object, _ in
      lockedDuringCallback = controller.isLocked
      guard lockedDuringCallback == false else { return }
      _ = controller.debugDescription
      controller.observe(object, keyPath: "age", options: [.new], block: inbox.block)
      controller.unobserve(object, keyPath: "name")
    }
    person.name = "Ada"
    person.name = "Grace"
    person.age = 36
    #expect(lockedDuringCallback == false)
    #expect(inbox.received.map { $0.new as? Int } == [36])
    #expect(controller.observedKeyPaths(of: person) == ["age"])
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

  @Test(arguments: ControllerKind.allCases)
  func twoObjectsEqualByValueAreObservedSeparately(_ kind: ControllerKind) {
    let first = Profile()
    let second = Profile()
    #expect(first == second)
    let inbox = Inbox()
    let observer = Watcher()
    let controller = kind.make(observer: observer)
    controller.observe(first, keyPath: "age", block: inbox.block)
    controller.observe(second, keyPath: "age", block: inbox.block)
    #expect(controller.observedObjectCount == 2)
    first.age = 1
    second.age = 2
    #expect(inbox.received.map { $0.object === first } == [true, false])
  }

  @Test(arguments: ControllerKind.allCases)
  func aTableKeyedByValueLosesAnObservedObjectWhoseValueChanged(_ kind: ControllerKind) {
    let person = Profile()
    let byValue = MapTable<Profile, Profile>(
      keyOptions: .strongObjects, valueOptions: .strongObjects)
    byValue.setObject(Profile(), forKey: person)
    person.name = "Ada"
    #expect(byValue.object(forKey: person) == nil)
    let observer = Watcher()
    let controller = kind.make(observer: observer)
    controller.observe(person, keyPath: "age") { _, _, _ in }
    person.name = "Grace"
    controller.unobserve(person)
    #expect(controller.observedObjectCount == 0)
    #expect(!isObservedByKVO(person))
  }
}
