import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing

@testable import HashTableKVOController

/// The design source 000 sketches: the controller observes for itself and keeps every
/// observation in one table.
@Suite struct DesignTests {
  @Test func infosAreEqualOnlyForTheSameKeyPathOnTheSameObject() {
    let first = Circle()
    let second = Circle()
    let block = HashTableKVOInfo(object: first, keyPath: "radius", callback: .block { _, _, _ in })
    let action = HashTableKVOInfo(object: first, keyPath: "radius", callback: .action("redraw"))
    let otherObject = HashTableKVOInfo(object: second, keyPath: "radius")
    let otherKeyPath = HashTableKVOInfo(object: first, keyPath: "label")
    #expect(block == action)
    #expect(block.hashValue == action.hashValue)
    #expect(block != otherObject)
    #expect(block != otherKeyPath)
  }

  @Test func unobservingOneOfTwoObjectsWithTheSameKeyPathLeavesTheOtherWorking() {
    let first = Circle()
    let second = Circle()
    let tally = Tally()
    let canvas = Canvas()
    let controller = HashTableKVOController(observer: canvas)
    controller.observe(first, keyPath: "radius", block: tally.block)
    controller.observe(second, keyPath: "radius", block: tally.block)
    controller.unobserve(first)
    first.radius = 1
    second.radius = 2
    #expect(tally.received == ["radius"])
    #expect(!isObservedByKVO(first))
    #expect(isObservedByKVO(second))
  }

  @Test func theControllerIsItsOwnKVOObserverAndTheInfoIsTheContext() {
    let circle = Circle()
    let canvas = Canvas()
    let controller = HashTableKVOController(observer: canvas)
    controller.observe(circle, keyPaths: ["radius", "label"]) { _, _, _ in }
    let registered = registrations(of: circle, forKey: "radius")
    let info = controller.infos.withLock { $0.allObjects.first { $0.keyPath == "radius" } }
    #expect(registered.count == 1)
    #expect(registered.first?.observer == ObjectIdentifier(controller))
    #expect(registered.first?.context == info?.contextPointer)
  }

  @Test func oneTableHoldsEveryObservationOfEveryObject() {
    let circles = [Circle(), Circle(), Circle()]
    let canvas = Canvas()
    let controller = HashTableKVOController(observer: canvas)
    for circle in circles {
      controller.observe(circle, keyPaths: ["radius", "label"]) { _, _, _ in }
    }
    let infos = controller.infos.withLock { $0.allObjects }
    #expect(infos.count == 6)
    #expect(Set(infos.map(\.objectIdentity)) == Set(circles.map(ObjectIdentifier.init)))
    controller.unobserve(circles[1])
    #expect(controller.infos.withLock { $0.count } == 4)
    #expect(controller.observedObjects.count == 2)
  }

  @Test func theInfoHoldsItsObjectStronglyUnlessTheControllerDoesNotRetain() {
    let canvas = Canvas()
    let retaining = HashTableKVOController(observer: canvas)
    let nonRetaining = HashTableKVOController(observer: canvas, retainObserved: false)
    weak var kept: Circle?
    weak var notKept: Circle?
    do {
      let first = Circle()
      let second = Circle()
      kept = first
      notKept = second
      retaining.observe(first, keyPath: "radius") { _, _, _ in }
      nonRetaining.observe(second, keyPath: "radius") { _, _, _ in }
      nonRetaining.unobserve(second)
    }
    #expect(kept != nil)
    #expect(notKept == nil)
    retaining.unobserve(kept)
    #expect(kept == nil)
  }
}
