import ObjectRuntime

/// The pieces of this module that chapter 2's exercises rebuild, handed in when an object is
/// observed: how the calls one change makes reach their blocks, which records a change calls,
/// and what happens when the last observer leaves. An object observed with repairs keeps them
/// for all its registrations; one observed without them does what the chapter's listings show.
///
/// Everything else stays the chapter's, hazards included: the records are unguarded, so an
/// object observed with repairs is still observed and changed on one thread at a time, and the
/// observing setter still sends `super` from the object's class now.
public struct Repairs: Sendable {
  /// Hands the calls one change makes to their blocks, in registration order.
  public typealias Deliver = @Sendable (_ deliveries: [Delivery]) -> Void
  /// The records a change to `key` calls, chosen from all of the object's records, which it may
  /// change (to drop some, say): the changed records are the object's from then on.
  public typealias SelectRecords =
    @Sendable (_ key: String, _ records: inout [ObservationRecord]) -> [ObservationRecord]
  /// Runs when the last record leaves `object`, with the prefixed subclass it was moved into.
  public typealias LastObserverLeft =
    @Sendable (_ object: RuntimeObject, _ subclass: RuntimeClass) -> Void

  let deliver: Deliver
  let select: SelectRecords
  let lastObserverLeft: LastObserverLeft

  /// Repairs that deliver with `deliver` instead of a global queue. Without the other pieces
  /// they keep the chapter's behaviour: a change calls every record for its key, and the object
  /// stays in the subclass when its last observer leaves.
  public init(
    deliver: @escaping Deliver,
    select: @escaping SelectRecords = { key, records in records.filter { $0.key == key } },
    lastObserverLeft: @escaping LastObserverLeft = { _, _ in }
  ) {
    self.deliver = deliver
    self.select = select
    self.lastObserverLeft = lastObserverLeft
  }

  /// What the observing setter does after the super-send for an object observed with repairs:
  /// choose the records, keep what the choice left, and hand the calls to `deliver`.
  func deliverChange(
    of key: String, on object: RuntimeObject, in records: ObservationRecords,
    from oldValue: Any?, to newValue: Any?
  ) {
    var kept = records.records
    let chosen = select(key, &kept)
    records.records = kept
    deliver(
      chosen.map {
        Delivery(
          block: $0.block, object: object, key: key, oldValue: oldValue, newValue: newValue)
      })
  }
}

extension RuntimeObject {
  /// ``addObserver(_:forKey:withBlock:)`` with `repairs` in place of the chapter's pieces, for
  /// this registration and every other one on the object, made before or after.
  public func addObserver(
    _ observer: RuntimeObject, forKey key: String, repairs: Repairs,
    withBlock block: @escaping ObservingBlock
  ) {
    addObserver(observer, forKey: key, withBlock: block)
    ObservationRecords.of(self).repairs = (repairs, movedInto: object_getClass(self))
  }

  /// The object's block registrations, in the order they were made.
  public var blockObservationRecords: [ObservationRecord] {
    ObservationRecords.existing(for: self)?.records ?? []
  }
}
