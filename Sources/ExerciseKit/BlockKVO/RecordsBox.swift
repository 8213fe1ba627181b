import ObjectRuntime
import SwizzledKVO

/// The records of one object observed through a ``RepairableBlockKVO``, behind a lock, with the
/// prefixed subclass the object was moved into.
final class RecordsBox: Sendable {
  let records = Locked<[ObservationRecord]>([])
  let subclass: RuntimeClass

  init(subclass: RuntimeClass) {
    self.subclass = subclass
  }
}
