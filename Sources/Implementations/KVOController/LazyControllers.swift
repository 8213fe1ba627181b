import ObjectRuntime

/// The association keys of the two lazily made controllers.
private enum ControllerKeys {
  static let retaining = AssociationKey("FBKVOController.KVOController")
  static let nonRetaining = AssociationKey("FBKVOController.KVOControllerNonRetaining")
}

// ANCHOR: lazy
/// A controller for every runtime object, made on first use with the object as its observer
/// and kept as an associated object, so it lives exactly as long as the object
/// (`NSObject (FBKVOController)`).
extension RuntimeObject {
  /// A controller that keeps the objects it observes alive. Observing the object itself (or an
  /// owner of it) through this one makes a retain cycle.
  public var KVOController: FBKVOController {
    get {
      associatedObject(forKey: ControllerKeys.retaining) { FBKVOController(observer: self) }
    }
    set { setAssociatedObject(newValue, forKey: ControllerKeys.retaining, policy: .retain) }
  }

  /// A controller that does not keep the objects it observes alive: each must be unobserved
  /// before it is freed.
  public var KVOControllerNonRetaining: FBKVOController {
    get {
      associatedObject(forKey: ControllerKeys.nonRetaining) {
        FBKVOController(observer: self, retainObserved: false)
      }
    }
    set { setAssociatedObject(newValue, forKey: ControllerKeys.nonRetaining, policy: .retain) }
  }
}
// ANCHOR_END: lazy
