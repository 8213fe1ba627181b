import KVOController
import ObjectRuntime

// ANCHOR: observing-controller
/// What the shared behaviour tests (`Behaviour/`, written once against `Controller`) ask of a
/// controller: FBKVOController's interface (``KVOControlling``), a way to make one, the lazy
/// controllers every object carries, and the few questions only tests ask. Chapter 3's test
/// target conforms FBKVOController to it and names it `Controller`, chapter 4's
/// HashTableKVOController, each with its own test-only access to the controller's insides.
package protocol ObservingController: KVOControlling, Sendable, CustomDebugStringConvertible {
  /// A controller delivering to `observer`, which keeps what it observes alive when
  /// `retainObserved` is true.
  init(observer: RuntimeObject?, retainObserved: Bool)

  /// The class name the controller's observations describe themselves with.
  static var infoClassName: String { get }

  /// The key paths the controller observes on `object`.
  func observedKeyPaths(of object: RuntimeObject) -> [String]
  /// How many objects the controller observes.
  var observedObjectCount: Int { get }
  /// Whether some thread holds the controller's lock right now.
  var isLocked: Bool { get }

  /// The retaining controller `owner` makes for itself on first use.
  static func lazyController(of owner: RuntimeObject) -> Self
  /// The non-retaining controller `owner` makes for itself on first use.
  static func lazyNonRetainingController(of owner: RuntimeObject) -> Self
  /// Replaces `owner`'s retaining controller with `controller`.
  static func setLazyController(of owner: RuntimeObject, to controller: Self)
}
// ANCHOR_END: observing-controller

/// The calls the controllers spell with default arguments: a retaining controller, and the
/// single-key-path calls without options.
extension ObservingController {
  package init(observer: RuntimeObject?) {
    self.init(observer: observer, retainObserved: true)
  }

  package func observe(
    _ object: RuntimeObject?, keyPath: String, block: @escaping KVONotificationBlock
  ) {
    observe(object, keyPath: keyPath, options: [], block: block)
  }

  package func observe(_ object: RuntimeObject?, keyPath: String, action: Selector) {
    observe(object, keyPath: keyPath, options: [], action: action)
  }

  package func observe(
    _ object: RuntimeObject?, keyPath: String, context: UnsafeMutableRawPointer?
  ) {
    observe(object, keyPath: keyPath, options: [], context: context)
  }
}
