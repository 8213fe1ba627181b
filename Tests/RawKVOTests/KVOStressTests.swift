import Dispatch
import ObjectRuntime
import RawKVO
import Testing

/// Concurrent setters and registrations on one object. Run under
/// `swift test --sanitize=thread --filter Stress` to check for data races.
@Suite struct KVOStressTests {
  @Test func concurrentSettersOnOneObservedObjectStress() {
    let person = Person()
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "age", options: [.old, .new])
    nonisolated(unsafe) let shared = person

    DispatchQueue.concurrentPerform(iterations: 500) { index in
      shared.age = index
    }

    #expect(observer.notifications.count == 500)
    #expect(observer.notifications.allSatisfy { $0.new is Int })
    person.removeObserver(observer, forKeyPath: "age")
  }

  @Test func concurrentRegistrationsAndSettersStress() {
    let person = Person()
    let steady = RecordingObserver()
    person.addObserver(steady, forKeyPath: "firstName")
    nonisolated(unsafe) let shared = person

    // A change on another thread may already be on its way to an observer when it is removed,
    // so, as KVO's contract asks, each observer outlives the changes: they are freed at the end.
    let observers = Locked<[RecordingObserver]>([])
    DispatchQueue.concurrentPerform(iterations: 300) { index in
      let observer = RecordingObserver()
      observers.withLock { $0.append(observer) }
      shared.addObserver(observer, forKeyPath: index.isMultiple(of: 2) ? "firstName" : "fullName")
      shared.firstName = "name \(index)"
      shared.removeObserver(
        observer, forKeyPath: index.isMultiple(of: 2) ? "firstName" : "fullName")
    }

    #expect(steady.notifications.count == 300)
    person.removeObserver(steady, forKeyPath: "firstName")
    #expect(object_getClass(person).name == "Person")
  }

  @Test func concurrentKeyPathRetargetingStress() {
    let person = Person()
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "address.street")
    nonisolated(unsafe) let shared = person

    DispatchQueue.concurrentPerform(iterations: 200) { index in
      let address = Address()
      shared.address = address
      address.street = "Street \(index)"
    }

    #expect(observer.notifications.count >= 200)
    person.removeObserver(observer, forKeyPath: "address.street")
  }

  @Test func concurrentRemovalAndRetargetingStress() {
    let person = Person()
    person.address = Address()
    nonisolated(unsafe) let shared = person
    let observers = Locked<[RecordingObserver]>([])

    DispatchQueue.concurrentPerform(iterations: 200) { index in
      if index.isMultiple(of: 2) {
        let observer = RecordingObserver()
        observers.withLock { $0.append(observer) }
        shared.addObserver(observer, forKeyPath: "address.street")
        shared.removeObserver(observer, forKeyPath: "address.street")
      } else {
        let address = Address()
        shared.address = address
        address.street = "Street \(index)"
      }
    }
    let last = Address()
    person.address = last
    last.street = "after the storm"

    #expect(object_getClass(last).name == "Address")
    #expect(object_getClass(person).name == "Person")
  }
}
