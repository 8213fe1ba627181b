import ExerciseContracts
import ObjectRuntime

/// Chapter 2 exercise: synchronous delivery that the blocks themselves can change.
///
/// The blocks an object's changes call, delivered at once, on the thread that sends, in the
/// order they were added. This version walks the live list by position, so a block that
/// removes itself makes the next one miss its call, and a block added during a send is called
/// by that same send. Make a send call exactly the blocks that were there when it began and are
/// still there when their turn comes, without holding a lock while a block runs. Run it with
/// `swift run workbook exercise run reentrant-delivery`.
public final class ReentrantDelivery: ReentrantDeliveryContract {
  private struct Entry {
    let token: Int
    let block: @Sendable (String) -> Void
  }

  private struct State {
    var nextToken = 0
    var entries: [Entry] = []
  }

  private let state = Locked(State())

  public init() {}

  public func add(_ block: @escaping @Sendable (String) -> Void) -> Int {
    state.withLock { state in
      defer { state.nextToken += 1 }
      state.entries.append(Entry(token: state.nextToken, block: block))
      return state.nextToken
    }
  }

  public func remove(_ token: Int) {
    state.withLock { $0.entries.removeAll { $0.token == token } }
  }

  public func send(_ value: String) {
    var position = 0
    while let entry = state.withLock({ position < $0.entries.count ? $0.entries[position] : nil }) {
      entry.block(value)
      position += 1
    }
  }
}
