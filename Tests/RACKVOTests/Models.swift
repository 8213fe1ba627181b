import ObjectRuntime
import RACKVO
import RawKVO

// ANCHOR: canvas-model
/// The object this chapter observes: a drawing canvas.
final class RACCanvas: RuntimeObject, @unchecked Sendable {
  @Property var color: String?
  @Property var strokeWidth = 0
  @Property var frame: RACFrame?
  @Weak var palette: RACPalette?
  @Derived({ (_: RACCanvas) in RACPalette() }) var freshPalette: RACPalette
}

/// The middle of `frame.border.style`.
final class RACFrame: RuntimeObject, @unchecked Sendable {
  @Property var width = 0
  @Property var border: RACBorder?
}

/// The end of `frame.border.style`.
final class RACBorder: RuntimeObject, @unchecked Sendable {
  @Property var style = ""
}

/// What a canvas holds weakly.
final class RACPalette: RuntimeObject, @unchecked Sendable {
  @Property var name = ""
}
// ANCHOR_END: canvas-model

/// A bystander: an object that plays the observer and does nothing else.
final class RACBystander: RuntimeObject, @unchecked Sendable {}

/// One call of a key-path block.
struct RACKVOEvent: @unchecked Sendable {
  let value: Any?
  let change: [KeyValueChangeKey: Any]
  let causedByDealloc: Bool
  let affectedOnlyLastComponent: Bool

  var isPrior: Bool { change[.notificationIsPrior] as? Bool ?? false }
  /// The value as text, `nil` for none.
  var text: String? { value.map { String(describing: $0) } }
}

/// Writes down every call of the block it hands out.
final class RACKVORecorder: @unchecked Sendable {
  private let recorded = Locked<[RACKVOEvent]>([])

  var events: [RACKVOEvent] { recorded.withLock { $0 } }
  var texts: [String?] { events.map(\.text) }

  var block: KeyPathChangeBlock {
    { value, change, causedByDealloc, affectedOnlyLastComponent in
      let event = RACKVOEvent(
        value: value, change: change, causedByDealloc: causedByDealloc,
        affectedOnlyLastComponent: affectedOnlyLastComponent)
      self.recorded.withLock { $0.append(event) }
    }
  }
}

/// Writes down what a signal sends.
final class SignalRecorder<Value>: @unchecked Sendable {
  private let nexts = Locked<[Value]>([])
  private let ending = Locked<String?>(nil)

  var values: [Value] { nexts.withLock { $0 } }
  var isCompleted: Bool { ending.withLock { $0 == "completed" } }
  var isFailed: Bool { ending.withLock { $0 == "error" } }

  @discardableResult
  func subscribe(to signal: Signal<Value>) -> any Disposable {
    signal.subscribe(
      next: { value in self.nexts.withLock { $0.append(value) } },
      error: { _ in self.ending.withLock { $0 = "error" } },
      completed: { self.ending.withLock { $0 = "completed" } })
  }
}

/// A disposable that counts how often it was disposed, for checking "once".
final class CountingDisposable: Disposable, @unchecked Sendable {
  private let count = Locked(0)

  var disposals: Int { count.withLock { $0 } }
  var isDisposed: Bool { disposals > 0 }

  func dispose() {
    count.withLock { $0 += 1 }
  }
}

/// The error the signal tests send.
struct RACTestError: Error {}
