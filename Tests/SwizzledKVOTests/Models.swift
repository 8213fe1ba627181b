import Dispatch
import ObjectRuntime
import SwizzledKVO

/// The observed model of chapter 2. Tests that hand one to a block on a global queue need it to
/// be `Sendable`; the runtime guards its storage.
final class Message: RuntimeObject, @unchecked Sendable {
  @Property var text: String?
  @Property var title: String?
  @Ivar var secret: String? = nil
}

/// An observer with nothing to say: the blocks do the work, the observer only names the
/// registration.
final class Observer: RuntimeObject, @unchecked Sendable {}

/// One call of a block as it arrived.
struct Call: @unchecked Sendable {
  let object: RuntimeObject
  let key: String
  let oldValue: Any?
  let newValue: Any?

  var old: String? { oldValue as? String }
  var new: String? { newValue as? String }
}

/// Block calls a test is waiting for. Announce how many will come with ``expect(_:)``, register
/// ``block`` (or a block that calls ``record(_:)``), change values, then wait for
/// ``arrived()``: it returns once every announced call has run, however late the global queue
/// runs it. No sleeping, no timeout as an assertion.
final class Deliveries: Sendable {
  private let calls = Locked<[Call]>([])
  private let pending = Locked(0)
  private let group = DispatchGroup()

  /// Announces `count` more calls.
  func expect(_ count: Int) {
    pending.withLock { $0 += count }
    for _ in 0..<count { group.enter() }
  }

  /// Writes a call down, and counts it against the announced ones.
  func record(_ call: Call) {
    calls.withLock { $0.append(call) }
    let announced = pending.withLock { pending in
      guard pending > 0 else { return false }
      pending -= 1
      return true
    }
    if announced { group.leave() }
  }

  /// A block that records each call.
  var block: ObservingBlock {
    { object, key, old, new in
      self.record(Call(object: object, key: key, oldValue: old, newValue: new))
    }
  }

  /// Every call so far, once all the announced ones have arrived.
  func arrived() async -> [Call] {
    await withCheckedContinuation { continuation in
      group.notify(queue: .global()) { continuation.resume() }
    }
    return calls.withLock { $0 }
  }
}

/// A model only one test observes, so that test may give its prefixed subclass a method of
/// its own without disturbing the others.
final class Draft: RuntimeObject {
  @Property var text: String?
  @Property var body: String?
}
