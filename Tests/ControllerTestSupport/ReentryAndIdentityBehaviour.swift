import KVOController
import ObjectRuntime
import RawKVO
import Testing
import WeakTables

/// Callbacks that call back into the controller, and observed objects told apart by identity.
extension ControllerBehaviour {
  package static func callbacksMayCallBackIntoTheController() {
    let person = Profile()
    let inbox = Inbox()
    let observer = Watcher()
    let controller = Controller(observer: observer)
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

  package static func aTableKeyedByValueLosesAnObservedObjectWhoseValueChanged() {
    let person = Profile()
    let byValue = MapTable<Profile, Profile>(
      keyOptions: .strongObjects, valueOptions: .strongObjects)
    byValue.setObject(Profile(), forKey: person)
    person.name = "Ada"
    #expect(byValue.object(forKey: person) == nil)
    let observer = Watcher()
    let controller = Controller(observer: observer)
    controller.observe(person, keyPath: "age") { _, _, _ in }
    person.name = "Grace"
    controller.unobserve(person)
    #expect(controller.observedObjectCount == 0)
    #expect(!isObservedByKVO(person))
  }
}
