import ObjectRuntime
import RawKVO
import Testing

@Suite struct RegistrationTests {
  @Test func registeringTwiceMeansTwoNotifications() {
    let person = Person()
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "age")
    person.addObserver(observer, forKeyPath: "age")

    person.age = 1
    person.removeObserver(observer, forKeyPath: "age")
    person.age = 2

    #expect(observer.notifications.count == 3)
    person.removeObserver(observer, forKeyPath: "age")
  }

  @Test func removalWithAContextRemovesThatRegistration() {
    let person = Person()
    let observer = RecordingObserver()
    let first = ObservationContext()
    let second = ObservationContext()
    person.addObserver(observer, forKeyPath: "age", context: first.pointer)
    person.addObserver(observer, forKeyPath: "age", context: second.pointer)

    person.removeObserver(observer, forKeyPath: "age", context: first.pointer)
    person.age = 1

    #expect(observer.notifications.map(\.context) == [second.pointer])
    person.removeObserver(observer, forKeyPath: "age", context: second.pointer)
  }

  @Test func removalWithoutAContextRemovesTheMostRecentRegistration() {
    let person = Person()
    let observer = RecordingObserver()
    let first = ObservationContext()
    let second = ObservationContext()
    person.addObserver(observer, forKeyPath: "age", context: first.pointer)
    person.addObserver(observer, forKeyPath: "age", context: second.pointer)

    person.removeObserver(observer, forKeyPath: "age")
    person.age = 1

    #expect(observer.notifications.map(\.context) == [first.pointer])
    person.removeObserver(observer, forKeyPath: "age")
  }

  @Test func eachObserverHearsTheChange() {
    let person = Person()
    let first = RecordingObserver()
    let second = RecordingObserver()
    person.addObserver(first, forKeyPath: "age")
    person.addObserver(second, forKeyPath: "age")

    person.age = 1

    #expect(first.notifications.count == 1)
    #expect(second.notifications.count == 1)
    person.removeObserver(first, forKeyPath: "age")
    person.removeObserver(second, forKeyPath: "age")
  }
}
