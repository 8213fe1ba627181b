/// One object as a table holds it: retained, or through a zeroing weak reference.
struct Slot<Object: AnyObject> {
  private let strong: Object?
  private weak var weak: Object?

  init(_ object: Object, memory: PointerOptions.Memory) {
    switch memory {
    case .strong:
      strong = object
      weak = nil
    case .weak:
      strong = nil
      weak = object
    }
  }

  /// The object, or `nil` once a weakly held object has died (already during its `deinit`).
  var object: Object? { strong ?? weak }
}
