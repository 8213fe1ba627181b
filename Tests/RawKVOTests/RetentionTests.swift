import ObjectRuntime
import RawKVO
import Testing

/// An observer that writes into a shared log what it hears and when it is freed, and takes its
/// registration back in `deinit`, as a careful observer does.
final class LoggingObserver: RuntimeObject, @unchecked Sendable {
  private let name: String
  private let log: Locked<[String]>
  private weak var observed: RuntimeObject?
  private let keyPath: String
  var onNotification: (() -> Void)?

  init(
    _ name: String, log: Locked<[String]>, observing observed: RuntimeObject, keyPath: String,
    options: KeyValueObservingOptions = []
  ) {
    self.name = name
    self.log = log
    self.observed = observed
    self.keyPath = keyPath
    super.init()
    observed.addObserver(self, forKeyPath: keyPath, options: options)
  }

  deinit {
    log.withLock { $0.append("\(name) freed") }
    stopObserving()
  }

  /// Removes the registration, once.
  func stopObserving() {
    observed?.removeObserver(self, forKeyPath: keyPath)
    observed = nil
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    let prior = change?[.notificationIsPrior] as? Bool == true ? " (prior)" : ""
    log.withLock { $0.append("\(name) heard \(keyPath ?? "")\(prior)") }
    onNotification?()
  }
}

/// KVO does not own its observers, but it holds every observer of the object while a change
/// notifies them (Foundation's `KVO_IS_RETAINING_ALL_OBSERVERS_OF_THIS_OBJECT…`): an observer
/// whose last owner lets go of it mid-round hears the rest of the round and is freed after it.
@Suite struct RetentionTests {
  @Test func anObserverReleasedDuringARoundHearsTheRestOfItAndIsFreedWhenTheSetterReturns() {
    let person = Person()
    let log = Locked<[String]>([])
    let first = LoggingObserver("first", log: log, observing: person, keyPath: "age")
    let owned = Locked<[LoggingObserver]>([
      LoggingObserver("second", log: log, observing: person, keyPath: "age"),
      LoggingObserver("bystander", log: log, observing: person, keyPath: "firstName"),
    ])
    first.onNotification = {
      owned.withLock { $0.removeAll() }
      log.withLock { $0.append("last owner let go") }
    }

    person.age = 1
    log.withLock { $0.append("setter returned") }

    let entries = log.withLock { $0 }
    #expect(
      Array(entries.prefix(3)) == ["first heard age", "last owner let go", "second heard age"])
    #expect(Set(entries[3...4]) == ["second freed", "bystander freed"])
    #expect(entries.last == "setter returned")
    first.stopObserving()
  }

  @Test func byHandTheSnapshotEndsWithWillChangeAndEachRecordWithItsOwnNotification() {
    let account = Account()
    let log = Locked<[String]>([])
    let first = LoggingObserver(
      "first", log: log, observing: account, keyPath: "balance", options: [.prior])
    let owned = Locked<[LoggingObserver]>([
      LoggingObserver("late", log: log, observing: account, keyPath: "balance", options: [.prior]),
      LoggingObserver("bystander", log: log, observing: account, keyPath: "owner"),
    ])
    first.onNotification = {
      guard owned.withLock({ !$0.isEmpty }) else { return }
      owned.withLock { $0.removeAll() }
      log.withLock { $0.append("last owner let go") }
    }

    account.willChangeValue(forKey: "balance")
    log.withLock { $0.append("will-change returned") }
    account.didChangeValue(forKey: "balance")
    log.withLock { $0.append("did-change returned") }

    #expect(
      log.withLock { $0 } == [
        "first heard balance (prior)", "last owner let go", "late heard balance (prior)",
        "bystander freed", "will-change returned", "first heard balance", "late heard balance",
        "late freed", "did-change returned",
      ])
    first.stopObserving()
  }
}
