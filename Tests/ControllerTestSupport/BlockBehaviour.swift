import KVOController
import ObjectRuntime
import RawKVO
import Testing

/// Blocks: several key paths, `.initial`, two controllers, a nil object and a gone observer.
extension ControllerBehaviour {
  package static func aBlockCanObserveSeveralKeyPathsAndTellsThemApart() {
    let person = Profile()
    let inbox = Inbox()
    let observer = Watcher()
    let controller = Controller(observer: observer)
    controller.observe(person, keyPaths: ["name", "age"], options: [.new], block: inbox.block)
    person.name = "Ada"
    person.age = 36
    #expect(inbox.received.map(\.keyPath) == ["name", "age"])
    #expect(inbox.received.last?.new as? Int == 36)
  }

  package static func theInitialOptionDeliversBeforeObserveReturns() {
    let person = Profile()
    person.name = "Ada"
    let inbox = Inbox()
    let observer = Watcher()
    let controller = Controller(observer: observer)
    controller.observe(person, keyPath: "name", options: [.initial, .new], block: inbox.block)
    #expect(inbox.received.map { $0.new as? String } == ["Ada"])
  }

  package static func twoControllersObservingTheSameKeyPathBothRegister() {
    let person = Profile()
    let first = Inbox()
    let second = Inbox()
    let observers = [Watcher(), Watcher()]
    let controllers = observers.map { Controller(observer: $0) }
    controllers[0].observe(person, keyPath: "name", block: first.block)
    controllers[1].observe(person, keyPath: "name", block: second.block)
    person.name = "Ada"
    #expect(first.received.count == 1)
    #expect(second.received.count == 1)
  }

  package static func aNilObjectIsIgnored() {
    let inbox = Inbox()
    let observer = Watcher()
    let controller = Controller(observer: observer)
    controller.observe(nil, keyPath: "name", block: inbox.block)
    controller.observe(nil, keyPaths: ["name", "age"], block: inbox.block)
    controller.observe(nil, keyPath: "name", action: "propertyDidChange")
    controller.observe(nil, keyPath: "name", context: nil)
    #expect(controller.observedObjectCount == 0)
  }

  package static func aNotificationForAControllerWhoseObserverIsGoneIsDropped() {
    let person = Profile()
    let inbox = Inbox()
    let controller: Controller
    do {
      let observer = Watcher()
      controller = Controller(observer: observer)
      controller.observe(person, keyPath: "name", block: inbox.block)
    }
    #expect(controller.observer == nil)
    person.name = "Ada"
    #expect(inbox.received.isEmpty)
  }
}
