import ObjectRuntime
import RawKVO

/// A chapter-1 observer for the two-swizzlers tests: writes down the new value of every raw KVO
/// notification it receives (they arrive synchronously, inside the setter).
final class KVORecorder: RuntimeObject, @unchecked Sendable {
  private let received = Locked<[String?]>([])

  var newValues: [String?] { received.withLock { $0 } }

  override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    received.withLock { $0.append(change?[.new] as? String) }
  }
}
