import ObjectRuntime

/// The contract of exercise ClassRestorer: the object goes back when its last observer leaves.
public protocol ClassRestorerContract: SendableMetatype {
  /// Runs when the last observer has left `object`, which was moved into `subclass`.
  static func lastObserverLeft(_ object: RuntimeObject, movedInto subclass: RuntimeClass)
}
