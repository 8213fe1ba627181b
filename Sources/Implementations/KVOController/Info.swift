import Foundation
import ObjectRuntime
import RawKVO

/// One observation a controller made: a key path on one object, its options and what to do
/// when it changes (`_FBKVOInfo`). The controller's set for that object holds it strongly; the
/// shared controller finds it through a weak table, with its address as the KVO context.
// ANCHOR: info
final class FBKVOInfo: ControllerInfo, @unchecked Sendable {
  static let className = "FBKVOInfo"

  private(set) weak var controller: FBKVOController?
  let keyPath: String
  let options: KeyValueObservingOptions
  let callback: ObservationCallback
  let currentState = Locked(ObservationState.initial)

  init(
    controller: FBKVOController?, keyPath: String, options: KeyValueObservingOptions = [],
    callback: ObservationCallback = .context(nil)
  ) {
    self.controller = controller
    self.keyPath = keyPath
    self.options = options
    self.callback = callback
  }
}
// ANCHOR_END: info

// ANCHOR: equality
/// Two infos are equal when they watch the same key path: the controller, the options and the
/// callback do not count. Within one object's set, a key path can therefore be observed once.
extension FBKVOInfo: Hashable {
  static func == (lhs: FBKVOInfo, rhs: FBKVOInfo) -> Bool {
    lhs.keyPath == rhs.keyPath
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(keyPath)
  }
}
// ANCHOR_END: equality
