import Foundation
import ObjectRuntime

/// What a will/did-change pair is about: a key of one object, or one forwarder's report of a
/// change deeper in a key path.
struct ChangeScope: Hashable {
  private let object: ObjectIdentifier
  private let key: String

  init(object: RuntimeObject, key: String) {
    self.object = ObjectIdentifier(object)
    self.key = key
  }

  init(forwarder: KeyPathForwarder) {
    self.object = ObjectIdentifier(forwarder)
    self.key = ""
  }
}

/// A change that has begun (will-change sent) and not yet ended, on this thread.
final class PendingChange {
  let scope: ChangeScope
  /// How many will-change calls for the same scope are open: only the outermost pair notifies.
  var depth = 1
  /// The registrations the change began on, with the value each saw before the change.
  let captured: [(observance: Observance, old: Any?)]
  /// For a to-many change, what each registration in `captured` saw of it (`nil` for one that
  /// sees a setting); `nil` for a setting change.
  var toMany: [ToManyCapture?]?
  /// The observer of each registration in `captured`, held from will-change until its own
  /// after-change notification has been sent (`nil` once released, or for a forwarder already
  /// freed): Foundation's per-thread pending record retains its observer the same way.
  private var held: [RuntimeObject?]

  init(scope: ChangeScope, captured: [(observance: Observance, old: Any?)]) {
    self.scope = scope
    self.captured = captured
    self.held = captured.map { $0.observance.observer.object }
  }

  /// Lets go of the observer of `captured[index]`, once its after-change notification is sent.
  func release(_ index: Int) {
    held[index] = nil
  }
}

// ANCHOR: pending-changes
/// The changes open on the current thread, innermost last. Per thread, because two threads
/// changing the same key at once are two changes, each with its own old and new value. Kept in
/// a thread-local slot (POSIX thread-specific data), which a thread reads without a lock.
final class PendingChanges {
  var entries: [PendingChange] = []

  private static let slot = ThreadLocalSlot()

  static var current: PendingChanges {
    if let existing = slot.value { return unsafeDowncast(existing, to: PendingChanges.self) }
    let made = PendingChanges()
    slot.value = made
    return made
  }
}
// ANCHOR_END: pending-changes

/// One slot of thread-specific data: each thread sees its own object in it, released when the
/// thread ends.
final class ThreadLocalSlot: @unchecked Sendable {
  private var key = pthread_key_t()

  init() {
    pthread_key_create(&key) { pointer in
      // Optional on Linux, not on Apple platforms: the same line serves both.
      guard let pointer = pointer as UnsafeMutableRawPointer? else { return }
      Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }
  }

  /// The calling thread's object (retained by the slot), or `nil`.
  var value: AnyObject? {
    get {
      pthread_getspecific(key).map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
    }
    set {
      if let old = pthread_getspecific(key) { Unmanaged<AnyObject>.fromOpaque(old).release() }
      pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
    }
  }
}
