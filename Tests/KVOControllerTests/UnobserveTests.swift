import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Removal through the controller, and raw KVO's removal for contrast.
@Suite struct UnobserveTests {
  @Test func removingTwiceWithRawKVORaises() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let person = Profile()
      let watcher = Watcher()
      person.addObserver(watcher, forKeyPath: "name")
      person.removeObserver(watcher, forKeyPath: "name")
      person.removeObserver(watcher, forKeyPath: "name")
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("'NSRangeException', reason: 'Cannot remove an observer <Watcher 0x"))
  }

  @Test func removalThroughTheControllerNeverRaises() async {
    await #expect(processExitsWith: .success) {
      let person = Profile()
      let observer = Watcher()
      let controller = FBKVOController(observer: observer)
      controller.unobserve(person, keyPath: "name")
      controller.unobserve(person)
      controller.unobserve(nil)
      controller.unobserve(nil, keyPath: "name")
      controller.observe(person, keyPath: "name") { _, _, _ in }
      controller.unobserve(person, keyPath: "name")
      controller.unobserve(person, keyPath: "name")
      controller.unobserve(person)
      controller.unobserveAll()
      controller.unobserveAll()
    }
  }

  @Test func unobservingAKeyPathStopsOnlyThatKeyPath() {
    let person = Profile()
    let inbox = Inbox()
    let observer = Watcher()
    let controller = FBKVOController(observer: observer)
    controller.observe(person, keyPaths: ["name", "age"], block: inbox.block)
    controller.unobserve(person, keyPath: "name")
    person.name = "Ada"
    person.age = 36
    #expect(inbox.received.map(\.keyPath) == ["age"])
  }

  @Test func unobservingAnObjectStopsAllItsKeyPaths() {
    let person = Profile()
    let other = Profile()
    let inbox = Inbox()
    let observer = Watcher()
    let controller = FBKVOController(observer: observer)
    controller.observe(person, keyPaths: ["name", "age"], block: inbox.block)
    controller.observe(other, keyPath: "name", block: inbox.block)
    controller.unobserve(person)
    person.name = "Ada"
    person.age = 36
    other.name = "Grace"
    #expect(inbox.received.map { $0.object === other } == [true])
    #expect(!isObservedByKVO(person))
  }

  @Test func unobservingEverythingLeavesNoRegistration() {
    let people = [Profile(), Profile()]
    let observer = Watcher()
    let controller = FBKVOController(observer: observer)
    for person in people { controller.observe(person, keyPaths: ["name", "age"], context: nil) }
    controller.unobserveAll()
    #expect(controller.observedObjectCount == 0)
    #expect(people.allSatisfy { !isObservedByKVO($0) })
  }

  @Test func aKeyPathCanBeObservedAgainAfterItWasUnobserved() {
    let person = Profile()
    let inbox = Inbox()
    let observer = Watcher()
    let controller = FBKVOController(observer: observer)
    controller.observe(person, keyPath: "name", block: inbox.block)
    controller.unobserve(person, keyPath: "name")
    controller.observe(person, keyPath: "name", block: inbox.block)
    person.name = "Ada"
    #expect(inbox.received.count == 1)
  }
}
