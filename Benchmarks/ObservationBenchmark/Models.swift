import ObjectRuntime
import Observation
import RawKVO

/// The observed model of the runtime's rows: one property, changed many times.
final class BenchmarkCircle: RuntimeObject, @unchecked Sendable {
  @Property var radius = 0.0
}

/// The same model in plain Swift, telling one closure about each change from `didSet`.
final class PlainCircle {
  var onChange: ((Double) -> Void)?
  var radius = 0.0 {
    didSet { onChange?(radius) }
  }
}

/// The same model for Swift's Observation framework.
@Observable final class ObservableCircle {
  var radius = 0.0
}

/// A raw KVO observer that counts its notifications and reads the new value when it is there.
final class CountingObserver: RuntimeObject, @unchecked Sendable {
  override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    Sink.shared.count += 1
    if let new = change?[.new] as? Double { Sink.shared.total += new }
  }
}
