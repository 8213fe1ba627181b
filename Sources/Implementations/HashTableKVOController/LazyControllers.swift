import ObjectRuntime

/// The association keys of the two lazily made controllers.
private enum ControllerKeys {
  static let retaining = AssociationKey("HashTableKVOController.retaining")
  static let nonRetaining = AssociationKey("HashTableKVOController.nonRetaining")
}

/// A hash-table controller for every runtime object, made on first use with the object as its
/// observer and kept as an associated object, like chapter 3's `KVOController`; the names differ
/// only because both extend the same root class.
extension RuntimeObject {
  /// A controller that keeps the objects it observes alive.
  public var hashTableKVOController: HashTableKVOController {
    get {
      associatedObject(forKey: ControllerKeys.retaining) { HashTableKVOController(observer: self) }
    }
    set { setAssociatedObject(newValue, forKey: ControllerKeys.retaining, policy: .retain) }
  }

  /// A controller that does not keep the objects it observes alive: each must be unobserved
  /// before it is freed.
  public var hashTableKVOControllerNonRetaining: HashTableKVOController {
    get {
      associatedObject(forKey: ControllerKeys.nonRetaining) {
        HashTableKVOController(observer: self, retainObserved: false)
      }
    }
    set { setAssociatedObject(newValue, forKey: ControllerKeys.nonRetaining, policy: .retain) }
  }
}
