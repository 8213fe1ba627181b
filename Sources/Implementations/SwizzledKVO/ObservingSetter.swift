import Dispatch
import ObjectRuntime

/// The setter the prefixed subclass installs in place of the original: it calls the original,
/// then hands the change to every block registered for the key.
enum ObservingSetter {
  // ANCHOR: install
  /// Adds the observing setter to `subclass`, unless `subclass` already has its own method for
  /// the selector. Only the subclass's own methods count: the original setter it inherits is
  /// exactly what the override replaces.
  static func install(_ setter: Selector, in subclass: RuntimeClass) {
    guard subclass.ownMethod(setter) == nil else { return }
    subclass.addMethod(setter, implementation)
  }
  // ANCHOR_END: install

  // ANCHOR: body
  /// Reads the old value by key-value coding, calls the original setter with a super-send from
  /// the object's class, then dispatches each matching block to a global queue.
  static let implementation: Implementation = { receiver, selector, arguments in
    guard let key = selector.keyForSetter else {
      RuntimeException.raise(
        .invalidArgument, "Object \(receiver) does not have setter \(selector)")
    }
    let oldValue = receiver.value(forKey: key)
    let newValue = arguments.first ?? nil
    receiver.sendSuper(from: object_getClass(receiver), selector, arguments: arguments)
    // snippet.hide
    if let records = ObservationRecords.existing(for: receiver), let repairs = records.repairs {
      repairs.pieces.deliverChange(
        of: key, on: receiver, in: records, from: oldValue, to: newValue)
      return nil
    }
    // snippet.show
    for record in ObservationRecords.existing(for: receiver)?.records ?? []
    where record.key == key {
      let delivery = Delivery(
        block: record.block, object: receiver, key: key, oldValue: oldValue, newValue: newValue)
      DispatchQueue.global().async { delivery.run() }
    }
    return nil
  }
  // ANCHOR_END: body
}
