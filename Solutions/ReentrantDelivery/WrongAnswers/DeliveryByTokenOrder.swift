import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `ReentrantDelivery`: walks the live list in token order, which
/// copes with removals, but also reaches the blocks added during the send.
public final class DeliveryByTokenOrder: ReentrantDeliveryContract {
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
    var lastToken = -1
    while let entry = state.withLock({ $0.entries.first { $0.token > lastToken } }) {
      entry.block(value)
      lastToken = entry.token
    }
  }
}
