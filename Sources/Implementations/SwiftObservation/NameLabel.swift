import Observation
import Synchronization

// ANCHOR: name-label
/// A label showing a person's full name, kept up to date the way SwiftUI keeps a view: it reads
/// the model inside `withObservationTracking`, and the one-shot `onChange` only marks the label
/// stale, like `setNeedsDisplay()`. The next `displayIfNeeded()` reads the model again, which
/// registers again. There is nothing to remove: a registration ends when it fires.
///
/// `onChange` runs on whichever thread changes the person, so the label's state is behind a
/// lock; the person itself (not `Sendable`) is read only by `displayIfNeeded()`.
public final class NameLabel: @unchecked Sendable {
  private struct State {
    var text = ""
    var needsDisplay = true
    var displayCount = 0
  }

  private let person: Person
  private let state = Mutex(State())

  public init(showing person: Person) {
    self.person = person
    displayIfNeeded()
  }

  /// Reads the name again if it changed since the last read, and registers for the next
  /// change. The change notice holds the label weakly, so a freed label is never called.
  public func displayIfNeeded() {
    guard state.withLock({ $0.needsDisplay }) else { return }
    let name = withObservationTracking {
      person.fullName
    } onChange: { [weak self] in
      self?.state.withLock { $0.needsDisplay = true }
    }
    state.withLock { state in
      state.text = name
      state.needsDisplay = false
      state.displayCount += 1
    }
  }
  // snippet.hide

  /// The name as last displayed.
  public var text: String { state.withLock { $0.text } }
  /// Whether the name changed since it was last displayed.
  public var needsDisplay: Bool { state.withLock { $0.needsDisplay } }
  /// How many times the label has read the model.
  public var displayCount: Int { state.withLock { $0.displayCount } }
  // snippet.show
}
// ANCHOR_END: name-label
