import ObjectRuntime
import RawKVO
import Testing

/// Claim C001-1: raw KVO takes three steps.
@Suite struct ThreeStepsTests {
  @Test func registerReceiveRemove() {
    let person = Person()
    let observer = RecordingObserver()

    person.addObserver(observer, forKeyPath: "firstName", options: [.new])
    person.firstName = "Ada"
    person.removeObserver(observer, forKeyPath: "firstName")
    person.firstName = "Grace"

    #expect(observer.notifications.count == 1)
    #expect(observer.notifications[0].keyPath == "firstName")
    #expect(observer.notifications[0].object === person)
    #expect(observer.notifications[0].new as? String == "Ada")
  }

  @Test func contextsTellRegistrationsApart() {
    let person = Person()
    let observer = RecordingObserver()
    let mine = ObservationContext()

    person.addObserver(observer, forKeyPath: "age", options: [], context: mine.pointer)
    person.age = 36

    #expect(observer.notifications.map(\.context) == [mine.pointer])
    person.removeObserver(observer, forKeyPath: "age", context: mine.pointer)
  }
}
