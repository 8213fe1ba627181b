/// A test seam in `removeObserver`, for showing a cross-thread race deterministically.
public enum RemovalSeam {
  /// Code to run when a caller's `removeObserver` begins, before KVO looks for the
  /// registration; `nil` unless a test sets it for its own task. It stands in for the scheduler
  /// pausing the removing thread at that moment (inside an observer's teardown, say), so that a
  /// test can show what a change made meanwhile on another thread meets.
  @TaskLocal public static var beforeRemoving: (@Sendable () -> Void)?
}
