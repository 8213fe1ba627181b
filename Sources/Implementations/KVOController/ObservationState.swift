/// Where one observation stands between the controller and KVO (`_FBKVOInfoState`).
///
/// It exists for one case: `.initial` delivers its first notification while `addObserver` is
/// still running, and a callback that unobserves at that moment must not remove a registration
/// that has not finished; the shared controller removes it once `addObserver` returns.
enum ObservationState: Sendable, Equatable {
  /// Made, not yet registered with KVO (or registration still running).
  case initial
  /// Registered with KVO.
  case observing
  /// Unobserved; KVO holds no registration for it, or is about to lose it.
  case notObserving
}
