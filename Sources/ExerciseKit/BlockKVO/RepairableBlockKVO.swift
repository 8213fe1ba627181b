import Dispatch
import ObjectRuntime
import SwizzledKVO

/// Chapter 2's block KVO, rebuilt for the chapter's exercises with its pieces passed in: how a
/// change reaches its blocks, which records a change calls, and what happens when the last
/// observer leaves. Each exercise hands in its own piece; the others keep the chapter's
/// behaviour.
///
/// The parts no exercise is about are sound, so that a check fails only for the exercise's own
/// gap: the records sit behind a lock, the observing setter sends `super` from the class it was
/// installed on, and the subclass answers `class` as the class beneath it does. Classes are
/// named with `prefix` instead of the chapter's, so they never meet the chapter's own. Make one
/// per prefix in a process: its subclasses are found by name, and their setters read the
/// records of the one that made them.
public final class RepairableBlockKVO: Sendable {
  /// Hands the calls one change makes to their blocks, in registration order.
  public typealias Deliver = @Sendable (_ deliveries: [Delivery]) -> Void
  /// The records a change to `key` calls, chosen from all of the object's records, which it may
  /// change (to drop some, say). It runs while the records are locked, so it must not call out.
  public typealias SelectRecords =
    @Sendable (_ key: String, _ records: inout [ObservationRecord]) -> [ObservationRecord]
  /// Runs when the last record leaves `object`, with the prefixed subclass it was moved into.
  public typealias LastObserverLeft =
    @Sendable (_ object: RuntimeObject, _ subclass: RuntimeClass) -> Void

  let prefix: String
  let deliver: Deliver
  let select: SelectRecords
  let lastObserverLeft: LastObserverLeft
  let recordsKey: AssociationKey

  /// A block KVO whose subclasses are named `prefix` + the class name. Without the optional
  /// pieces it does what chapter 2 does: blocks go to a global queue, a change calls every
  /// record for its key, and the object stays in the subclass when its observers have left.
  public init(
    prefix: String,
    deliver: @escaping Deliver = { deliveries in
      for delivery in deliveries { DispatchQueue.global().async { delivery.run() } }
    },
    select: @escaping SelectRecords = { key, records in records.filter { $0.key == key } },
    lastObserverLeft: @escaping LastObserverLeft = { _, _ in }
  ) {
    self.prefix = prefix
    self.deliver = deliver
    self.select = select
    self.lastObserverLeft = lastObserverLeft
    self.recordsKey = AssociationKey(prefix + "Records")
  }

  /// Calls `block` after every change to `key` on `object` made through its setter. The object
  /// moves into the prefixed subclass of its class, which gets an observing setter for `key`.
  public func addObserver(
    _ observer: RuntimeObject, to object: RuntimeObject, forKey key: String,
    withBlock block: @escaping ObservingBlock
  ) {
    let subclass = move(object)
    installObservingSetter(.setter(forKey: key), in: subclass)
    let box = object.associatedObject(forKey: recordsKey) { RecordsBox(subclass: subclass) }
    let record = ObservationRecord(observer: observer, key: key, block: block)
    box.records.withLock { $0.append(record) }
  }

  /// Removes the first registration of `observer` for `key` on `object`. When it was the last
  /// one, hands the object to the `lastObserverLeft` piece.
  public func removeObserver(
    _ observer: RuntimeObject, from object: RuntimeObject, forKey key: String
  ) {
    guard let box = recordsBox(of: object) else { return }
    let wasLast = box.records.withLock { records in
      guard let index = records.firstIndex(where: { $0.observer === observer && $0.key == key })
      else { return false }
      records.remove(at: index)
      return records.isEmpty
    }
    if wasLast { lastObserverLeft(object, box.subclass) }
  }

  /// The records `object` holds now.
  public func records(of object: RuntimeObject) -> [ObservationRecord] {
    recordsBox(of: object)?.records.withLock { $0 } ?? []
  }

  func recordsBox(of object: RuntimeObject) -> RecordsBox? {
    object.associatedObject(forKey: recordsKey) as? RecordsBox
  }
}
