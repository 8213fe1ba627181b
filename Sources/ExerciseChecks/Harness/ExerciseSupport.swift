import ObjectRuntime

/// Keeps objects alive until the check's child process ends, for checks that are not about
/// lifetimes: a starter that leaks a registration then fails only the checks about leaks.
enum KeepAlive {
  private static let held = Locked<[AnyObject]>([])

  static func hold(_ objects: AnyObject...) {
    held.withLock { $0.append(contentsOf: objects) }
  }
}

/// An observer for the exercise checks that writes down each change it hears.
final class ExerciseRecorder: RuntimeObject {
  let changes = Locked<[[KeyValueChangeKey: Any]]>([])

  var count: Int { changes.withLock { $0.count } }

  override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    changes.withLock { $0.append(change ?? [:]) }
  }
}
