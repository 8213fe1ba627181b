import Foundation
import ObjectRuntime

// ANCHOR: accessor-overrides
/// The notifying subclass's overrides of a key's collection accessors, beside its setter: each
/// announces the change its arguments describe, calls the original, then ends the change, as
/// Foundation's `NSKVOInsertObjectAtIndexAndNotify` and its siblings do. So calling
/// `insertObject:inBooksAtIndex:` on an observed object notifies once, like calling its setter.
///
/// Only accessors key-value coding would use are wrapped: a class with an insertion method
/// but no removal method (or the reverse) gets no overrides for them. A mutable proxy's edit
/// announces itself, so the override's notification inside it is nested and adds nothing.
enum CollectionAccessorOverrides {
  /// Wraps the accessors of `key` that `notifying`'s original class has, when the key notifies
  /// automatically.
  static func install(forKey key: String, in notifying: RuntimeClass) {
    guard let original = notifying.superclass,
      notifying.swiftType.automaticallyNotifiesObservers(forKey: key)
    else { return }
    if let indexed = IndexedAccessors(forKey: key, of: original) {
      wrap(indexed.insert, forKey: key, in: notifying) { .indexed(.insertion, index($0[1])) }
      wrap(indexed.insertMany, forKey: key, in: notifying) { .indexed(.insertion, indexes($0[1])) }
      wrap(indexed.remove, forKey: key, in: notifying) { .indexed(.removal, index($0[0])) }
      wrap(indexed.removeMany, forKey: key, in: notifying) { .indexed(.removal, indexes($0[0])) }
      wrap(indexed.replace, forKey: key, in: notifying) { .indexed(.replacement, index($0[0])) }
      wrap(indexed.replaceMany, forKey: key, in: notifying) {
        .indexed(.replacement, indexes($0[0]))
      }
    }
    if let set = SetAccessors(forKey: key, of: original) {
      wrap(set.add, forKey: key, in: notifying) { .setMutation(.union, [$0[0] as! AnyHashable]) }
      wrap(set.addMany, forKey: key, in: notifying) { .setMutation(.union, members($0[0])) }
      wrap(set.remove, forKey: key, in: notifying) { .setMutation(.minus, [$0[0] as! AnyHashable]) }
      wrap(set.removeMany, forKey: key, in: notifying) { .setMutation(.minus, members($0[0])) }
      wrap(set.intersect, forKey: key, in: notifying) { .setMutation(.intersect, members($0[0])) }
    }
  }

  /// Adds to `notifying` an override of `selector` that announces `change(arguments)` around a
  /// super-send. Adding it twice is a no-op.
  private static func wrap(
    _ selector: Selector?, forKey key: String, in notifying: RuntimeClass,
    change: @escaping @Sendable ([Any?]) -> ToManyChange
  ) {
    guard let selector else { return }
    notifying.addMethod(selector) { receiver, selector, arguments in
      let change = change(arguments)
      receiver.willChange(change, forKey: key)
      receiver.sendSuper(from: notifying, selector, arguments: arguments)
      receiver.didChange(change, forKey: key)
      return nil
    }
  }
  // ANCHOR_END: accessor-overrides

  private static func index(_ argument: Any?) -> IndexSet { IndexSet(integer: argument as! Int) }
  private static func indexes(_ argument: Any?) -> IndexSet { argument as! IndexSet }
  private static func members(_ argument: Any?) -> Set<AnyHashable> {
    argument as! Set<AnyHashable>
  }
}

extension RuntimeObject {
  /// Begins `change` to the to-many property `key` with the matching public message.
  fileprivate func willChange(_ change: ToManyChange, forKey key: String) {
    switch change {
    case .indexed(let kind, let indexes):
      willChange(kind, valuesAt: indexes, forKey: key)
    case .setMutation(let mutation, let objects):
      willChangeValue(forKey: key, withSetMutation: mutation, using: objects)
    }
  }

  /// Ends `change` to the to-many property `key`.
  fileprivate func didChange(_ change: ToManyChange, forKey key: String) {
    switch change {
    case .indexed(let kind, let indexes):
      didChange(kind, valuesAt: indexes, forKey: key)
    case .setMutation(let mutation, let objects):
      didChangeValue(forKey: key, withSetMutation: mutation, using: objects)
    }
  }
}
