import ObjectRuntime
import RawKVO
import Testing

@Suite struct ManualNotificationTests {
  @Test func turningOffAutomaticNotificationSilencesTheSetter() {
    let account = Account()
    let observer = RecordingObserver()
    account.addObserver(observer, forKeyPath: "balance")

    account.balance = 100

    #expect(observer.notifications.isEmpty)
    #expect(object_getClass(account).ownMethod("setBalance:") == nil)
    account.removeObserver(observer, forKeyPath: "balance")
  }

  @Test func manualNotificationsStillArrive() {
    let account = Account()
    let observer = RecordingObserver()
    account.addObserver(observer, forKeyPath: "balance", options: [.old, .new])

    account.deposit(25)

    #expect(observer.notifications.count == 1)
    #expect(observer.notifications[0].old as? Int == 0)
    #expect(observer.notifications[0].new as? Int == 25)
    account.removeObserver(observer, forKeyPath: "balance")
  }

  @Test func initialIsSentEvenWithoutAutomaticNotification() {
    let account = Account()
    let observer = RecordingObserver()

    account.addObserver(observer, forKeyPath: "balance", options: [.initial, .new])

    #expect(observer.notifications.count == 1)
    account.removeObserver(observer, forKeyPath: "balance")
  }

  @Test func otherKeysOfTheClassStillNotifyAutomatically() {
    let account = Account()
    let observer = RecordingObserver()
    account.addObserver(observer, forKeyPath: "owner")

    account.owner = "Ada"

    #expect(observer.notifications.count == 1)
    account.removeObserver(observer, forKeyPath: "owner")
  }
}
