import Foundation
import ObjectRuntime
import RawKVO

/// One observation a controller made: a key path on one object, its options and what to do
/// when it changes (`_FBKVOInfo`). The controller's set for that object holds it strongly; the
/// shared controller finds it through a weak table, with its address as the KVO context.
// ANCHOR: info
final class FBKVOInfo: @unchecked Sendable {
  /// How a notification reaches the observer. An info carries exactly one.
  enum Callback {
    case block(KVONotificationBlock)
    case action(Selector)
    /// Forwarded to the observer's own `observeValue`, with the caller's context.
    case context(UnsafeMutableRawPointer?)
  }

  private(set) weak var controller: FBKVOController?
  let keyPath: String
  let options: KeyValueObservingOptions
  let callback: Callback
  private let currentState = Locked(ObservationState.initial)

  init(
    controller: FBKVOController?, keyPath: String, options: KeyValueObservingOptions = [],
    callback: Callback = .context(nil)
  ) {
    self.controller = controller
    self.keyPath = keyPath
    self.options = options
    self.callback = callback
  }
  // ANCHOR_END: info

  /// The pointer the shared controller registers as KVO's context: this info's own address.
  var contextPointer: UnsafeMutableRawPointer {
    Unmanaged.passUnretained(self).toOpaque()
  }

  var state: ObservationState { currentState.withLock { $0 } }

  /// Called once KVO's `addObserver` has returned; see ``ObservationState/finishRegistering()``.
  func finishRegistering() -> Bool {
    currentState.withLock { $0.finishRegistering() }
  }

  /// Moves to `.notObserving`; see ``ObservationState/stopObserving()``.
  func stopObserving() -> Bool {
    currentState.withLock { $0.stopObserving() }
  }
}

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

extension FBKVOInfo: CustomDebugStringConvertible {
  /// `<FBKVOInfo:0x… keyPath:name options:NSKeyValueObservingOptionNew block:<closure>>`.
  var debugDescription: String {
    var text = "<FBKVOInfo:\(addressDescription(of: self)) keyPath:\(keyPath)"
    if !options.isEmpty { text += " options:\(describeOptions(options))" }
    switch callback {
    case .block: text += " block:<closure>"
    case .action(let selector): text += " action:\(selector)"
    case .context(let context?): text += " context:\(describeContext(context))"
    case .context(nil): break
    }
    return text + ">"
  }
}
