import Observation
import SwiftObservation
import Synchronization
import Testing

/// Counts the calls of a one-shot `onChange`, from whichever thread makes them.
final class CallCounter: Sendable {
  private let calls = Mutex(0)
  var count: Int { calls.withLock { $0 } }
  func record() { calls.withLock { $0 += 1 } }
}

/// What chapter 1 did with `addObserver`, done with `withObservationTracking`.
@Suite struct TrackingTests {
  @Test func onChangeFiresOnceThenForgets() {
    let person = Person()
    let counter = CallCounter()
    withObservationTracking {
      _ = person.firstName
    } onChange: {
      counter.record()
    }
    person.firstName = "Ada"
    person.firstName = "Grace"
    #expect(counter.count == 1)
  }

  @Test func onlyWhatWasReadIsTracked() {
    let person = Person()
    let counter = CallCounter()
    withObservationTracking {
      _ = person.firstName
    } onChange: {
      counter.record()
    }
    person.age = 36
    person.lastName = "Lovelace"
    #expect(counter.count == 0)
    person.firstName = "Ada"
    #expect(counter.count == 1)
  }

  @Test func aComputedPropertyTracksWhatItReads() {
    let person = Person()
    let counter = CallCounter()
    withObservationTracking {
      _ = person.fullName
    } onChange: {
      counter.record()
    }
    person.lastName = "Lovelace"
    #expect(counter.count == 1)
  }

  // ANCHOR: before-the-change
  @Test func onChangeRunsBeforeTheValueChanges() {
    let person = Person()
    person.firstName = "Ada"
    let seen = Mutex<String?>(nil)
    withObservationTracking {
      _ = person.firstName
    } onChange: { [person = UncheckedPerson(person)] in
      seen.withLock { $0 = person.value.firstName }
    }
    person.firstName = "Grace"
    #expect(seen.withLock { $0 } == "Ada")
  }
  // ANCHOR_END: before-the-change

  @Test func aStrongCaptureLastsOnlyUntilTheChange() {
    let person = Person()
    weak var captured: CallCounter?
    do {
      let counter = CallCounter()
      captured = counter
      withObservationTracking {
        _ = person.firstName
      } onChange: {
        counter.record()
      }
    }
    #expect(captured != nil)
    person.firstName = "Ada"
    #expect(captured == nil)
  }

  @Test func theObservedObjectKeepsItsClass() {
    let person = Person()
    withObservationTracking {
      _ = person.firstName
    } onChange: {
    }
    #expect(ObjectIdentifier(type(of: person)) == ObjectIdentifier(Person.self))
  }
}

/// Lets the one test that reads the model inside `onChange` hand it to that `@Sendable`
/// closure: the change and the read happen on the test's own thread.
struct UncheckedPerson: @unchecked Sendable {
  let value: Person
  init(_ value: Person) { self.value = value }
}
