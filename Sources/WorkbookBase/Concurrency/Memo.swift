/// Values computed once per key and kept for the rest of a build, safe to share between the
/// threads that render pages in parallel. A thread asking for a key another thread is computing
/// waits for that value instead of computing it again; a computation that throws stores
/// nothing, so the next caller tries again. A computation must not ask its own memo for the
/// key it is computing.
public final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  /// One key's value, locked while it is computed.
  @usableFromInline final class Slot: Sendable {
    @usableFromInline let value = Locked<Value?>(nil)

    @usableFromInline init() {}
  }

  @usableFromInline let slots = Locked<[Key: Slot]>([:])

  public init() {}

  @inlinable public func value<Failure: Error>(
    for key: Key, _ compute: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    let slot = slots.withLock { slots in
      if let slot = slots[key] { return slot }
      let slot = Slot()
      slots[key] = slot
      return slot
    }
    return try slot.value.withLock { (value) throws(Failure) -> Value in
      if let value { return value }
      let computed = try compute()
      value = computed
      return computed
    }
  }

  /// Forgets `key`, returning its value if one was computed: the next caller computes it again.
  public func removeValue(for key: Key) -> Value? {
    slots.withLock { slots in slots.removeValue(forKey: key) }?.value.withLock { $0 }
  }
}
