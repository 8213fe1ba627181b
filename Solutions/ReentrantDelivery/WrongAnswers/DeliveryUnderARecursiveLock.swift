import ExerciseContracts
import Foundation

/// Wrong answer to `ReentrantDelivery`: holds one recursive lock for the whole send,
/// so a block may add and remove on its own thread, but another thread that tries waits until
/// the send is over, and a block that waits for that thread never finishes. Its `remove` frees
/// the removed block in the middle of changing the list, so what the block captured, removing
/// another block as it goes, changes the list while it is being changed, and Swift stops the
/// program.
public final class DeliveryUnderARecursiveLock: ReentrantDeliveryContract, @unchecked Sendable {
  private struct Entry {
    let token: Int
    let block: @Sendable (String) -> Void
  }

  private let lock = NSRecursiveLock()
  private var nextToken = 0
  private var entries: [Entry] = []

  public init() {}

  public func add(_ block: @escaping @Sendable (String) -> Void) -> Int {
    lock.withLock {
      defer { nextToken += 1 }
      entries.append(Entry(token: nextToken, block: block))
      return nextToken
    }
  }

  public func remove(_ token: Int) {
    lock.withLock { entries.removeAll { $0.token == token } }
  }

  public func send(_ value: String) {
    lock.withLock {
      for entry in entries where entries.contains(where: { $0.token == entry.token }) {
        entry.block(value)
      }
    }
  }
}
