import Foundation
import ObjectRuntime
import RawKVO
import Testing

@Suite struct DeliveryTests {
  @Test func notificationsArriveOnTheThreadThatMakesTheChange() {
    let person = Person()
    let observer = RecordingObserver()
    let callbackThread = Locked<pthread_t?>(nil)
    observer.onNotification = { _ in callbackThread.withLock { $0 = pthread_self() } }
    person.addObserver(observer, forKeyPath: "age")
    nonisolated(unsafe) let shared = person
    let changingThread = Locked<pthread_t?>(nil)
    let done = DispatchSemaphore(value: 0)

    Thread {
      changingThread.withLock { $0 = pthread_self() }
      shared.age = 1
      done.signal()
    }.start()
    done.wait()

    let (changed, notified) = (changingThread.withLock { $0 }, callbackThread.withLock { $0 })
    #expect(changed != nil && notified != nil && pthread_equal(changed!, notified!) != 0)
    #expect(pthread_equal(notified!, pthread_self()) == 0)
    person.removeObserver(observer, forKeyPath: "age")
  }

  @Test func theObserverRunsBeforeTheSetterReturns() {
    let person = Person()
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "age")

    person.age = 1
    let countRightAfter = observer.notifications.count

    #expect(countRightAfter == 1)
    person.removeObserver(observer, forKeyPath: "age")
  }

  @Test func anObserverMayChangeRegistrationsFromItsCallback() {
    let person = Person()
    let observer = RecordingObserver()
    let late = RecordingObserver()
    observer.onNotification = { _ in
      person.removeObserver(observer, forKeyPath: "age")
      person.addObserver(late, forKeyPath: "age")
      person.firstName = "changed inside the callback"
    }
    person.addObserver(observer, forKeyPath: "age")

    person.age = 1
    person.age = 2

    #expect(observer.notifications.count == 1)
    #expect(late.notifications.count == 1)
    #expect(person.firstName == "changed inside the callback")
    person.removeObserver(late, forKeyPath: "age")
  }
}
