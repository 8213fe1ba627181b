import KVOController
import ObjectRuntime
import RawKVO
import Testing

/// Who keeps whom alive: the observer, the observed object, the lazy controllers, self-observation.
extension ControllerBehaviour {
  package static func theRetainingControllerKeepsTheObservedObjectAliveUntilUnobserved() {
    let observer = Watcher()
    let controller = Controller(observer: observer)
    weak var person: Profile?
    do {
      let made = Profile()
      person = made
      controller.observe(made, keyPath: "name") { _, _, _ in }
    }
    #expect(person != nil)
    controller.unobserve(person)
    #expect(person == nil)
  }

  package static func theControllerHoldsItsObserverWeakly() {
    weak var observer: Watcher?
    let controller: Controller
    do {
      let made = Watcher()
      observer = made
      controller = Controller(observer: made)
    }
    #expect(observer == nil)
    #expect(controller.observer == nil)
  }

  package static func theLazyControllersAreMadeOnceAndKeptWithTheirObject() {
    let owner = Watcher()
    #expect(Controller.lazyController(of: owner) === Controller.lazyController(of: owner))
    #expect(
      Controller.lazyNonRetainingController(of: owner)
        === Controller.lazyNonRetainingController(of: owner))
    #expect(
      Controller.lazyController(of: owner) !== Controller.lazyNonRetainingController(of: owner))
    #expect(Controller.lazyController(of: owner).observer === owner)
    let replacement = Controller(observer: nil)
    Controller.setLazyController(of: owner, to: replacement)
    #expect(Controller.lazyController(of: owner) === replacement)
  }

  package static func theLazyControllersDieWithTheirObject() {
    weak var retaining: Controller?
    weak var nonRetaining: Controller?
    do {
      let owner = Watcher()
      retaining = Controller.lazyController(of: owner)
      nonRetaining = Controller.lazyNonRetainingController(of: owner)
      #expect(retaining != nil && nonRetaining != nil)
    }
    #expect(retaining == nil)
    #expect(nonRetaining == nil)
  }

  package static func observingSelfWithTheRetainingControllerIsACycle() {
    weak var owner: Profile?
    do {
      let made = Profile()
      owner = made
      Controller.lazyController(of: made).observe(made, keyPath: "name") { _, _, _ in }
    }
    #expect(owner != nil)
    if let owner { Controller.lazyController(of: owner).unobserve(owner) }
    #expect(owner == nil)
  }

  package static func observingSelfWithTheNonRetainingControllerIsNoCycle() {
    weak var owner: Profile?
    do {
      let made = Profile()
      owner = made
      Controller.lazyNonRetainingController(of: made).observe(made, keyPath: "name") { _, _, _ in }
      Controller.lazyNonRetainingController(of: made).unobserve(made)
    }
    #expect(owner == nil)
  }
}
