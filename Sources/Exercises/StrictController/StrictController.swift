import ExerciseContracts
import ExerciseKit
import KVOController
import ObjectRuntime

/// Chapter 3 exercise: refuse a second callback.
///
/// FBKVOController ignores a second observation of a key path it already observes on an
/// object, whatever callback the second one brings: its block simply never runs, and nobody is
/// told. This controller passes every call on to an `FBKVOController` and inherits that
/// silence. Make `observe` throw `AlreadyObserved` when this controller already observes the
/// key path on that very object (two objects equal by value are still two objects), and let a
/// key path be observed again once it is unobserved. Run it with
/// `swift run workbook exercise run strict-controller`.
public final class StrictController: StrictControllerContract {
  let controller: FBKVOController

  public init(observer: RuntimeObject) {
    controller = FBKVOController(observer: observer)
  }

  public func observe(
    _ object: RuntimeObject, keyPath: String, block: @escaping KVONotificationBlock
  ) throws(AlreadyObserved) {
    controller.observe(object, keyPath: keyPath, options: [.new], block: block)
  }

  public func unobserve(_ object: RuntimeObject, keyPath: String) {
    controller.unobserve(object, keyPath: keyPath)
  }
}
