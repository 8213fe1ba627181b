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
    let person = Profile()
    let inbox = Inbox()
    let observer = Watcher()
    let controller = FBKVOController(observer: observer)
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

  @Test func theDebugDescriptionNamesObserverObjectsAndObservations() {
    let person = Profile()
    let watcher = Watcher()
    let controller = FBKVOController(observer: watcher)
    #expect(controller.debugDescription.hasPrefix("<FBKVOController:0x"))
    #expect(
      controller.debugDescription.hasSuffix(
        " observer:<Watcher:\(addressDescription(of: watcher))>>"))
    controller.observe(
      person, keyPath: "name", options: [.new, .old], action: "propertyDidChange:")
    let description = controller.debugDescription
    #expect(description.contains("\n  \(person) -> (<FBKVOInfo:0x"))
    #expect(
      description.contains(
        " keyPath:name options:NSKeyValueObservingOptionNew|NSKeyValueObservingOptionOld action:propertyDidChange:>)>"
      ))
  }

  @Test func unobservingInDeinitIsTooLateForTheNonRetainingController() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      do {
        let owner = SelfObserver()
        owner.KVOControllerNonRetaining.observe(owner, keyPath: "name") { _, _, _ in }
      }
    }
    #expect(
      Self.standardError(of: result).contains(
        " of class SelfObserver was deallocated while key value observers were still registered with it."
      ))
  }
}
