/// Where one observation stands between the controller and KVO (`_FBKVOInfoState`).
///
/// It exists for one case: `.initial` delivers its first notification while `addObserver` is
/// still running, and a callback that unobserves at that moment must not remove a registration
/// that has not finished; the shared controller removes it once `addObserver` returns.
package enum ObservationState: Sendable, Equatable {
  /// Made, not yet registered with KVO (or registration still running).
  case initial
  /// Registered with KVO.
  case observing
  /// Unobserved; KVO holds no registration for it, or is about to lose it.
  case notObserving

  // ANCHOR: transitions
  /// Called once KVO's `addObserver` has returned: `.initial` becomes `.observing`. Answers
  /// `true` when the observation was cancelled while `addObserver` ran (from inside an
  /// `.initial` callback), so the registration it just made must be removed now.
  package mutating func finishRegistering() -> Bool {
    switch self {
    case .initial:
      self = .observing
      return false
    case .observing:
      return false
    case .notObserving:
      return true
    }
  }

  /// Moves to `.notObserving`, answering whether KVO holds a registration to remove. An
  /// observation still in `.initial` has none yet: ``finishRegistering()`` removes it.
  package mutating func stopObserving() -> Bool {
    defer { self = .notObserving }
    return self == .observing
  }
  // ANCHOR_END: transitions
}
