import ObjectRuntime
import RawKVO
import Testing

@Suite struct KeyValueCodingNotificationTests {
  @Test func setValueForKeyNotifiesExactlyOnce() {
    let person = Person()
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "firstName", options: [.new])

    person.setValue("Ada", forKey: "firstName")

    #expect(observer.notifications.count == 1)
    #expect(observer.notifications[0].new as? String == "Ada")
    person.removeObserver(observer, forKeyPath: "firstName")
  }

  @Test func writingStorageWithoutASetterStillNotifies() {
    let person = Person()
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "nickname", options: [.new])

    person.setValue("Countess", forKey: "nickname")

    #expect(observer.notifications.map { $0.new as? String } == ["Countess"])
    person.removeObserver(observer, forKeyPath: "nickname")
  }

  @Test func assigningStorageDirectlyInSwiftDoesNotNotify() {
    let person = Person()
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "nickname")

    person.nickname = "Countess"

    #expect(observer.notifications.isEmpty)
    person.removeObserver(observer, forKeyPath: "nickname")
  }

  @Test func setValueForKeyPathNotifiesObserversOfTheEndAndOfThePath() {
    let person = Person()
    let address = Address()
    person.address = address
    let pathObserver = RecordingObserver()
    let endObserver = RecordingObserver()
    person.addObserver(pathObserver, forKeyPath: "address.street")
    address.addObserver(endObserver, forKeyPath: "street")

    person.setValue("Baker Street", forKeyPath: "address.street")

    #expect(pathObserver.notifications.count == 1)
    #expect(endObserver.notifications.count == 1)
    person.removeObserver(pathObserver, forKeyPath: "address.street")
    address.removeObserver(endObserver, forKeyPath: "street")
  }
}
