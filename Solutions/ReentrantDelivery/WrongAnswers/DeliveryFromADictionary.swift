import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `ReentrantDelivery`: keeps the blocks in a dictionary by token,
/// which makes removal cheap and copes with changes during a send, but calls the blocks in the
/// dictionary's order, which matches the order they were added only by chance.
public final class DeliveryFromADictionary: ReentrantDeliveryContract {
  private struct State {
    var nextToken = 0
    var blocks: [Int: @Sendable (String) -> Void] = [:]
  }

  private let state = Locked(State())

  public init() {}

  public func add(_ block: @escaping @Sendable (String) -> Void) -> Int {
    state.withLock { state in
      defer { state.nextToken += 1 }
      state.blocks[state.nextToken] = block
      return state.nextToken
    }
  }

  public func remove(_ token: Int) {
    let removed = state.withLock { $0.blocks.removeValue(forKey: token) }
    // The block is released here, outside the lock: what it captured may run code of its own.
    withExtendedLifetime(removed) {}
  }

  public func send(_ value: String) {
    let snapshot = state.withLock { $0.blocks }
    for (token, block) in snapshot where state.withLock({ $0.blocks[token] != nil }) {
      block(value)
    }
  }
}
