import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `ReentrantDelivery`: the send is right, but `remove` is left as the
/// starter has it, and frees the removed block while it holds the lock. What the block captured
/// is freed there too, and whatever that runs as it goes (removing another block, as an
/// observation token does) waits for the lock its own thread holds.
public final class DeliveryReleasingUnderTheLock: ReentrantDeliveryContract {
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
    let snapshot = state.withLock { $0.entries }
    for entry in snapshot {
      let isStillThere = state.withLock { state in
        state.entries.contains { $0.token == entry.token }
      }
      if isStillThere { entry.block(value) }
    }
  }
}
