import ExerciseContracts
import ObjectRuntime

/// The solution to `ReentrantDelivery`. A send takes a snapshot of the blocks under
/// the lock, so blocks added during it wait for the next send; before each call it checks,
/// under the lock again, that the block is still there, so a block removed by an earlier one is
/// skipped. No lock is held while a block runs, so a block may add, remove, or wait for another
/// thread that does.
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
    let removed = state.withLock { state in
      defer { state.entries.removeAll { $0.token == token } }
      return state.entries.filter { $0.token == token }
    }
    // The block is released here, outside the lock: what it captured may run code of its own.
    withExtendedLifetime(removed) {}
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
