@testable import SwizzledKVO

/// A moment inside `addObserver` or `removeObserver` at which a second thread could run.
enum Moment {
  /// After finding that the object has no records yet, before attaching a new array.
  case betweenLookupAndAttach
  /// After reading the records, before writing the changed copy back.
  case betweenReadAndWrite
}

/// Runs `body`, and `other` exactly once, at `moment` inside it: a second thread that the
/// scheduler runs at that moment, played on one thread, so the race happens every time and the
/// thread sanitizer has nothing to object to. `other` itself runs without interruption.
func interleave(
  _ other: @escaping @Sendable () -> Void, at moment: Moment, during body: () -> Void
) {
  let uninterrupted: @Sendable () -> Void = {
    switch moment {
    case .betweenLookupAndAttach:
      ObservationRecords.$betweenLookupAndAttach.withValue(nil, operation: other)
    case .betweenReadAndWrite:
      ObservationRecords.$betweenReadAndWrite.withValue(nil, operation: other)
    }
  }
  switch moment {
  case .betweenLookupAndAttach:
    ObservationRecords.$betweenLookupAndAttach.withValue(uninterrupted, operation: body)
  case .betweenReadAndWrite:
    ObservationRecords.$betweenReadAndWrite.withValue(uninterrupted, operation: body)
  }
}
