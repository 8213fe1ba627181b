import ObjectRuntime

/// A disposable that runs an action the first time it is disposed
/// (`+[RACDisposable disposableWithBlock:]`).
///
/// Dropping it does not run the action, as a freed `RACDisposable` does not: an observation
/// outlives a discarded handle. (A trampoline, by contrast, disposes itself when freed.)
public final class ActionDisposable: Disposable, @unchecked Sendable {
  private let action: Locked<(() -> Void)?>

  // ANCHOR: action-disposable-make
  /// A disposable that runs `action` the first time it is disposed.
  public init(_ action: @escaping () -> Void) {
    self.action = Locked(action)
  }
  // ANCHOR_END: action-disposable-make

  // ANCHOR: action-disposable-dispose
  public var isDisposed: Bool { action.withLock { $0 == nil } }

  public func dispose() {
    let pending = action.withLock { action in
      defer { action = nil }
      return action
    }
    pending?()
  }
  // ANCHOR_END: action-disposable-dispose
}
