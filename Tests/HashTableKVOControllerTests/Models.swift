import HashTableKVOController
import KVOController
import ObjectRuntime
import RawKVO

@testable import RawKVO

/// The observed model of chapter 4.
final class Circle: RuntimeObject, @unchecked Sendable {
  @Property var radius = 0.0
  @Property var label = ""
}

/// The object a controller delivers to. It only needs to exist: the tests observe with blocks.
final class Canvas: RuntimeObject, @unchecked Sendable {}

/// A raw KVO observer that runs a closure on each notification, so a test can act in the middle
/// of KVO's delivery of one change.
final class Interceptor: RuntimeObject, @unchecked Sendable {
  private let action: @Sendable (_ change: [KeyValueChangeKey: Any]) -> Void

  init(_ action: @escaping @Sendable (_ change: [KeyValueChangeKey: Any]) -> Void) {
    self.action = action
    super.init()
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    action(change ?? [:])
  }
}

/// A thread-safe count of the notifications blocks received, with the key paths they named.
final class Tally: @unchecked Sendable {
  private let keyPaths = Locked<[String?]>([])

  var received: [String?] { keyPaths.withLock { $0 } }

  /// A block that counts each change it receives.
  var block: KVONotificationBlock {
    { _, _, change in
      self.keyPaths.withLock { $0.append(change[.notificationKeyPath] as? String) }
    }
  }
}

/// The KVO registrations on `object` that a change to `key` reaches: who observes, and with
/// which context.
func registrations(of object: RuntimeObject, forKey key: String) -> [(
  observer: ObjectIdentifier, context: UnsafeMutableRawPointer?
)] {
  let observances = ObservationInfo.existing(for: object)?.observances(triggeredBy: key) ?? []
  return observances.map { ($0.observerIdentity, $0.context) }
}
