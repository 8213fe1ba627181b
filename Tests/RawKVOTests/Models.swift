import ObjectRuntime
import RawKVO

// ANCHOR: person-model
/// The observed model of chapter 1.
final class Person: RuntimeObject {
  @Property var firstName = ""
  @Property var lastName = ""
  @Property var age = 0
  @Property var address: Address?
  @Ivar var nickname: String?
  @Derived({ (person: Person) in "\(person.firstName) \(person.lastName)" })
  var fullName: String

  override class func keyPathsForValuesAffectingValue(forKey key: String) -> Set<String> {
    key == "fullName" ? ["firstName", "lastName"] : []
  }
}
// ANCHOR_END: person-model

/// An intermediate object of a key path (`address.street`).
final class Address: RuntimeObject {
  @Property var street = ""
  @Property var city: City?
}

/// The third level of `address.city.name`.
final class City: RuntimeObject {
  @Property var name = ""
}

// ANCHOR: account-model
/// A model that sends its own notifications for `balance`.
final class Account: RuntimeObject {
  @Property var balance = 0
  @Property var owner = ""

  override class func automaticallyNotifiesObservers(forKey key: String) -> Bool {
    key == "balance" ? false : super.automaticallyNotifiesObservers(forKey: key)
  }

  /// Changes the balance, notifying by hand.
  func deposit(_ amount: Int) {
    willChangeValue(forKey: "balance")
    balance += amount
    didChangeValue(forKey: "balance")
  }
}
// ANCHOR_END: account-model

/// One notification as an observer received it.
struct Notification: @unchecked Sendable {
  let keyPath: String?
  let object: RuntimeObject?
  let change: [KeyValueChangeKey: Any]
  let context: UnsafeMutableRawPointer?

  var kind: KeyValueChange? { change[.kind] as? KeyValueChange }
  var new: Any? { change[.new] }
  var old: Any? { change[.old] }
  var isPrior: Bool { change[.notificationIsPrior] as? Bool ?? false }
}

// ANCHOR: recording-observer
/// An observer that writes down every notification it receives, and can run code on each.
final class RecordingObserver: RuntimeObject, @unchecked Sendable {
  private let received = Locked<[Notification]>([])
  var onNotification: ((Notification) -> Void)?

  var notifications: [Notification] { received.withLock { $0 } }

  override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    let notification = Notification(
      keyPath: keyPath, object: object, change: change ?? [:], context: context)
    received.withLock { $0.append(notification) }
    onNotification?(notification)
  }
}
// ANCHOR_END: recording-observer

/// A model only the isa-swizzling tests observe, so its notifying subclass's methods are theirs
/// alone.
final class Ticket: RuntimeObject {
  @Property var seat = ""
  @Property var price = 0
}
