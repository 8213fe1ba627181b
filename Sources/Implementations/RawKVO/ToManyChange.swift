import Foundation
import ObjectRuntime

/// A change to a to-many property, as the will/did-change pair describes it: an ordered change
/// with its indexes, or a set mutation with the objects it uses.
enum ToManyChange {
  case indexed(KeyValueChange, IndexSet)
  case setMutation(KeyValueSetMutationKind, Set<AnyHashable>)
}

// ANCHOR: to-many-capture
/// What one registration saw of a to-many change when it began: the change kind, the indexes
/// (ordered), the objects leaving (`old`), and for a set the objects arriving, which only the
/// set before the change can tell.
struct ToManyCapture {
  let change: ToManyChange
  let kind: KeyValueChange
  let old: Any?
  let added: Set<AnyHashable>?

  /// Reads what `observance` needs before `change` is made to `value` (the observed key path's
  /// current value).
  init(_ change: ToManyChange, before value: Any?) {
    self.change = change
    switch change {
    case .indexed(let kind, let indexes):
      self.kind = kind
      old = kind == .removal || kind == .replacement ? Self.elements(of: value, at: indexes) : nil
      added = nil
    case .setMutation(let mutation, let objects):
      let current = (value as? Set<AnyHashable>) ?? []
      switch mutation {
      case .union:
        (kind, old, added) = (.insertion, nil, objects.subtracting(current))
      case .minus:
        (kind, old, added) = (.removal, objects.intersection(current), nil)
      case .intersect:
        (kind, old, added) = (.removal, current.subtracting(objects), nil)
      case .set:
        (kind, old, added) = (
          .replacement, current.subtracting(objects), objects.subtracting(current)
        )
      }
    }
  }
  // snippet.hide

  /// The change dictionary for the notification before the change: the kind, the indexes, and
  /// the leaving objects when `old` was asked for. Never the new objects.
  func priorChange(options: KeyValueObservingOptions) -> [KeyValueChangeKey: Any] {
    var change: [KeyValueChangeKey: Any] = [.kind: kind, .notificationIsPrior: true]
    if case .indexed(_, let indexes) = self.change { change[.indexes] = indexes }
    if options.contains(.old), let old { change[.old] = old }
    return change
  }

  /// The change dictionary after the change, reading the arriving objects of an ordered change
  /// from `value`, the key path's value now.
  func posteriorChange(options: KeyValueObservingOptions, after value: @autoclosure () -> Any?)
    -> [KeyValueChangeKey: Any]
  {
    var change: [KeyValueChangeKey: Any] = [.kind: kind]
    if options.contains(.old), let old { change[.old] = old }
    switch self.change {
    case .indexed(let kind, let indexes):
      change[.indexes] = indexes
      if options.contains(.new), kind == .insertion || kind == .replacement {
        change[.new] = Self.elements(of: value(), at: indexes)
      }
    case .setMutation:
      if options.contains(.new), let added { change[.new] = added }
    }
    return change
  }

  /// The elements of an array at `indexes`, skipping indexes past its end.
  private static func elements(of value: Any?, at indexes: IndexSet) -> [Any] {
    let array = (value as? [Any]) ?? []
    return indexes.filter { $0 < array.count }.map { array[$0] }
  }
  // snippet.show
}
// ANCHOR_END: to-many-capture
