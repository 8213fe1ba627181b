import ObjectRuntime
import SwizzledKVO

/// Chapter 2's module as its exercises' checks observe with it: every object observed through
/// one of these gets `repairs`, the exercise's piece in place of the chapter's.
struct BlockKVO {
  let repairs: Repairs

  /// Runs each block at once, on the setter's thread, so that a check which is not about
  /// delivery can count the calls as soon as the setter returns.
  static let deliverAtOnce: Repairs.Deliver = { deliveries in
    for delivery in deliveries { delivery.run() }
  }

  /// Calls `block` after every change to `key` on `object`, as the chapter's
  /// `addObserver(_:forKey:withBlock:)` does, with the repairs.
  func addObserver(
    _ observer: RuntimeObject, to object: RuntimeObject, forKey key: String,
    withBlock block: @escaping ObservingBlock
  ) {
    object.addObserver(observer, forKey: key, repairs: repairs, withBlock: block)
  }

  /// Removes the first registration of `observer` for `key` on `object`.
  func removeObserver(_ observer: RuntimeObject, from object: RuntimeObject, forKey key: String) {
    object.removeObserver(observer, forKey: key)
  }

  /// The records `object` holds now.
  func records(of object: RuntimeObject) -> [ObservationRecord] {
    object.blockObservationRecords
  }
}
