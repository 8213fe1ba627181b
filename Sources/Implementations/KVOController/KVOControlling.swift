import ObjectRuntime
import RawKVO

// ANCHOR: protocol
/// FBKVOController's interface, as a protocol, so that another controller can offer exactly the
/// same one and be tested with the same tests. A conforming controller implements the
/// single-key-path calls and removal; the calls that take several key paths come with the
/// protocol.
public protocol KVOControlling: AnyObject {
  /// The object notifications are delivered to, held weakly.
  var observer: RuntimeObject? { get }

  /// Observes `keyPath` on `object`, calling `block` with each change.
  func observe(
    _ object: RuntimeObject?, keyPath: String, options: KeyValueObservingOptions,
    block: @escaping KVONotificationBlock)
  /// Observes `keyPath` on `object`, sending `action` to the observer with each change.
  func observe(
    _ object: RuntimeObject?, keyPath: String, options: KeyValueObservingOptions, action: Selector)
  /// Observes `keyPath` on `object`, delivering to the observer's own `observeValue`.
  func observe(
    _ object: RuntimeObject?, keyPath: String, options: KeyValueObservingOptions,
    context: UnsafeMutableRawPointer?)

  /// Stops observing `keyPath` on `object`; never raises.
  func unobserve(_ object: RuntimeObject?, keyPath: String)
  /// Stops observing every key path on `object`.
  func unobserve(_ object: RuntimeObject?)
  /// Stops observing everything.
  func unobserveAll()
}
// ANCHOR_END: protocol

extension KVOControlling {
  /// Observes each of `keyPaths` on `object` with the same block; the change names its key
  /// path. An empty list is a failed assertion.
  public func observe(
    _ object: RuntimeObject?, keyPaths: [String], options: KeyValueObservingOptions = [],
    block: @escaping KVONotificationBlock
  ) {
    assertKeyPaths(keyPaths, object, in: "-[\(Self.self) observe:keyPaths:options:block:]")
    guard object != nil else { return }
    for keyPath in keyPaths { observe(object, keyPath: keyPath, options: options, block: block) }
  }

  /// Observes each of `keyPaths` on `object`, sending `action` to the observer.
  public func observe(
    _ object: RuntimeObject?, keyPaths: [String], options: KeyValueObservingOptions = [],
    action: Selector
  ) {
    let method = "-[\(Self.self) observe:keyPaths:options:action:]"
    assertKeyPaths(keyPaths, object, in: method)
    assertObserverResponds(to: action, in: method)
    guard object != nil else { return }
    for keyPath in keyPaths { observe(object, keyPath: keyPath, options: options, action: action) }
  }

  /// Observes each of `keyPaths` on `object`, delivering to the observer's `observeValue`.
  public func observe(
    _ object: RuntimeObject?, keyPaths: [String], options: KeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {
    assertKeyPaths(keyPaths, object, in: "-[\(Self.self) observe:keyPaths:options:context:]")
    guard object != nil else { return }
    for keyPath in keyPaths {
      observe(object, keyPath: keyPath, options: options, context: context)
    }
  }

  /// A failed assertion unless the observer responds to `action`.
  package func assertObserverResponds(to action: Selector, in method: String) {
    guard observer?.responds(to: action) != true else { return }
    raiseAssertionFailure(in: method, "\(describe(observer)) does not respond to \(action)")
  }

  private func assertKeyPaths(_ keyPaths: [String], _ object: RuntimeObject?, in method: String) {
    guard keyPaths.isEmpty else { return }
    raiseAssertionFailure(
      in: method, "missing required parameters observe:\(describe(object)) keyPaths:()")
  }
}

extension FBKVOController: KVOControlling {}
