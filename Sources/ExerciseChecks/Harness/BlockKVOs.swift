import ExerciseKit
import ObjectRuntime
import SwizzledKVO

/// The block KVOs chapter 2's checks observe with, one per prefix for the whole process: the
/// subclasses an engine makes are found by name, so a second engine with the same prefix would
/// find setters that read the first one's records.
enum BlockKVOs {
  private static let made = Locked<[String: RepairableBlockKVO]>([:])

  /// The engine named `prefix`, made by `make` the first time it is asked for.
  static func named(
    _ prefix: String, _ make: (String) -> RepairableBlockKVO
  ) -> RepairableBlockKVO {
    made.withLock { made in
      if let existing = made[prefix] { return existing }
      let engine = make(prefix)
      made[prefix] = engine
      return engine
    }
  }

  /// Runs each block at once, on the setter's thread, so that a check which is not about
  /// delivery can count the calls as soon as the setter returns.
  static let deliverAtOnce: RepairableBlockKVO.Deliver = { deliveries in
    for delivery in deliveries { delivery.run() }
  }
}
