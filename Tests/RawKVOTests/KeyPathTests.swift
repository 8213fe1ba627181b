import Foundation
import ObjectRuntime
import RawKVO
import Testing

@Suite struct KeyPathTests {
  @Test func aChangeAtTheEndOfTheKeyPathNotifies() {
    let person = Person()
    person.address = Address()
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "address.street", options: [.old, .new])

    person.address?.street = "Baker Street"

    #expect(observer.notifications.count == 1)
    #expect(observer.notifications[0].keyPath == "address.street")
    #expect(observer.notifications[0].object === person)
    #expect(observer.notifications[0].old as? String == "")
    #expect(observer.notifications[0].new as? String == "Baker Street")
    person.removeObserver(observer, forKeyPath: "address.street")
  }

  @Test func replacingAnIntermediateObjectNotifiesAndRetargets() {
    let person = Person()
    let old = Address()
    old.street = "Old Street"
    person.address = old
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "address.street", options: [.old, .new])
    let new = Address()
    new.street = "New Street"

    person.address = new
    new.street = "Newer Street"

    #expect(observer.notifications.map { $0.old as? String } == ["Old Street", "New Street"])
    #expect(observer.notifications.map { $0.new as? String } == ["New Street", "Newer Street"])
    person.removeObserver(observer, forKeyPath: "address.street")
  }

  @Test func aDetachedIntermediateObjectIsNoLongerHeard() {
    let person = Person()
    let old = Address()
    person.address = old
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "address.street")
    person.address = Address()
    let heard = observer.notifications.count

    old.street = "Nobody listens"

    #expect(observer.notifications.count == heard)
    #expect(object_getClass(old).name == "Address")
    person.removeObserver(observer, forKeyPath: "address.street")
  }

  @Test func aNilIntermediateGivesNSNull() {
    let person = Person()
    person.address = Address()
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "address.street", options: [.new])

    person.address = nil

    #expect(observer.notifications[0].new is NSNull)
    person.removeObserver(observer, forKeyPath: "address.street")
  }

  @Test func threeLevelsRetargetAtEveryLevel() {
    let person = Person()
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "address.city.name", options: [.new])
    let address = Address()
    let city = City()
    city.name = "London"

    person.address = address
    address.city = city
    city.name = "Paris"

    #expect(
      observer.notifications.map { $0.new as? String } == [nil, "London", "Paris"])
    person.removeObserver(observer, forKeyPath: "address.city.name")
    #expect(object_getClass(address).name == "Address")
    #expect(object_getClass(city).name == "City")
  }

  @Test func aKeyPathRegisteredMidChangeFollowsTheNewIntermediate() {
    let person = Person()
    let old = Address()
    person.address = old
    let observer = RecordingObserver()

    person.willChangeValue(forKey: "address")
    person.addObserver(observer, forKeyPath: "address.street")
    let new = Address()
    person.address = new
    person.didChangeValue(forKey: "address")
    old.street = "Nobody listens"
    new.street = "Heard"

    #expect(observer.notifications.count == 1)
    #expect(object_getClass(old).name == "Address")
    person.removeObserver(observer, forKeyPath: "address.street")
  }
}
