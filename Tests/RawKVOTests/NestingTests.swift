import ObjectRuntime
import RawKVO
import Testing

@Suite struct NestingTests {
  @Test func nestedChangesToTheSameKeyNotifyOnce() {
    let person = Person()
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "age", options: [.old, .new])

    person.willChangeValue(forKey: "age")
    person.age = 30
    person.age = 31
    person.didChangeValue(forKey: "age")

    #expect(observer.notifications.count == 1)
    #expect(observer.notifications[0].old as? Int == 0)
    #expect(observer.notifications[0].new as? Int == 31)
    person.removeObserver(observer, forKeyPath: "age")
  }

  @Test func nestedChangesToDifferentKeysNotifyInsideOut() {
    let person = Person()
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "firstName")
    person.addObserver(observer, forKeyPath: "age")

    person.willChangeValue(forKey: "firstName")
    person.willChangeValue(forKey: "age")
    person.didChangeValue(forKey: "age")
    person.didChangeValue(forKey: "firstName")

    #expect(observer.notifications.map(\.keyPath) == ["age", "firstName"])
    person.removeObserver(observer, forKeyPath: "firstName")
    person.removeObserver(observer, forKeyPath: "age")
  }

  @Test func anObserverRemovedMidChangeHearsNothing() {
    let person = Person()
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "age")

    person.willChangeValue(forKey: "age")
    person.removeObserver(observer, forKeyPath: "age")
    person.didChangeValue(forKey: "age")

    #expect(observer.notifications.isEmpty)
  }

  @Test func anObserverAddedMidChangeHearsOnlyLaterChanges() {
    let person = Person()
    let observer = RecordingObserver()

    person.willChangeValue(forKey: "age")
    person.addObserver(observer, forKeyPath: "age")
    person.didChangeValue(forKey: "age")
    person.age = 5

    #expect(observer.notifications.count == 1)
    person.removeObserver(observer, forKeyPath: "age")
  }

  @Test func anObserverRemovedByAnEarlierPriorCallbackStillGetsThisChangesPrior() {
    let person = Person()
    let first = RecordingObserver()
    let second = RecordingObserver()
    first.onNotification = { notification in
      if notification.isPrior { person.removeObserver(second, forKeyPath: "age") }
    }
    person.addObserver(first, forKeyPath: "age", options: [.prior])
    person.addObserver(second, forKeyPath: "age", options: [.prior])

    person.age = 1

    #expect(second.notifications.map(\.isPrior) == [true])
    #expect(first.notifications.map(\.isPrior) == [true, false])
    person.removeObserver(first, forKeyPath: "age")
  }
}
