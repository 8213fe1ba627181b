import Foundation
import ObjectRuntime
import RawKVO
import Testing

@Suite struct OptionsTests {
  @Test func newAndOldCarryTheValuesAroundTheChange() {
    let person = Person()
    person.firstName = "Ada"
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "firstName", options: [.new, .old])

    person.firstName = "Grace"

    let change = observer.notifications[0]
    #expect(change.kind == .setting)
    #expect(change.old as? String == "Ada")
    #expect(change.new as? String == "Grace")
    person.removeObserver(observer, forKeyPath: "firstName")
  }

  @Test func noOptionsMeansOnlyTheKind() {
    let person = Person()
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "age")

    person.age = 3

    #expect(observer.notifications[0].change.keys.map(\.rawValue) == ["kind"])
    person.removeObserver(observer, forKeyPath: "age")
  }

  @Test func nilTravelsAsNSNull() {
    let person = Person()
    person.address = Address()
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "address", options: [.new, .old])

    person.address = nil

    #expect(observer.notifications[0].new is NSNull)
    #expect(observer.notifications[0].old is Address)
    person.removeObserver(observer, forKeyPath: "address")
  }

  @Test func initialArrivesBeforeRegistrationReturns() {
    let person = Person()
    person.age = 41
    let observer = RecordingObserver()

    person.addObserver(observer, forKeyPath: "age", options: [.initial, .new, .old])

    #expect(observer.notifications.count == 1)
    #expect(observer.notifications[0].kind == .setting)
    #expect(observer.notifications[0].new as? Int == 41)
    #expect(observer.notifications[0].old == nil)
    person.removeObserver(observer, forKeyPath: "age")
  }

  @Test func initialWithoutNewCarriesOnlyTheKind() {
    let person = Person()
    let observer = RecordingObserver()

    person.addObserver(observer, forKeyPath: "age", options: [.initial])

    #expect(observer.notifications[0].change.keys.map(\.rawValue) == ["kind"])
    person.removeObserver(observer, forKeyPath: "age")
  }

  /// As Foundation (and GNUstep, and FBKVOController 1.0.0's own initial callback) does: only
  /// `.new` makes registration read the value for the initial notification.
  @Test func initialReadsTheValueOnlyWhenNewIsAskedFor() {
    let gauge = Gauge()
    let observer = RecordingObserver()

    gauge.addObserver(observer, forKeyPath: "level", options: [.initial])
    let readsWithoutNew = gauge.reads.withLock { $0 }
    gauge.addObserver(observer, forKeyPath: "level", options: [.initial, .new])

    #expect(readsWithoutNew == 0)
    #expect(gauge.reads.withLock { $0 } == 1)
    #expect(observer.notifications.map { $0.new as? Int } == [nil, 1])
    gauge.removeObserver(observer, forKeyPath: "level")
    gauge.removeObserver(observer, forKeyPath: "level")
  }

  @Test func priorSendsANotificationBeforeTheChangeAndOneAfter() {
    let person = Person()
    person.age = 1
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "age", options: [.prior, .old, .new])

    person.age = 2

    let (before, after) = (observer.notifications[0], observer.notifications[1])
    #expect(observer.notifications.count == 2)
    #expect(before.isPrior)
    #expect(before.old as? Int == 1)
    #expect(before.new == nil)
    #expect(!after.isPrior)
    #expect(after.change[.notificationIsPrior] == nil)
    #expect(after.old as? Int == 1)
    #expect(after.new as? Int == 2)
    person.removeObserver(observer, forKeyPath: "age")
  }

  @Test func settingTheSameValueStillNotifies() {
    let person = Person()
    person.age = 7
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "age", options: [.new, .old])

    person.age = 7

    #expect(observer.notifications.count == 1)
    person.removeObserver(observer, forKeyPath: "age")
  }
}

/// A model whose one property counts how often it is read.
private final class Gauge: RuntimeObject, @unchecked Sendable {
  let reads = Locked(0)
  @Derived({ (gauge: Gauge) in
    gauge.reads.withLock {
      $0 += 1; return $0
    }
  })
  var level: Int
}
