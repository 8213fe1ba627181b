/// The contract of exercise ReentrantDelivery: synchronous delivery that a block can change.
public protocol ReentrantDeliveryContract: AnyObject, Sendable {
  /// An empty list of blocks.
  init()
  /// Adds `block`, to be called with every value sent from now on, and answers the token that
  /// removes it.
  func add(_ block: @escaping @Sendable (String) -> Void) -> Int
  /// Removes the block added under `token`; it is not called again, even by a send under way.
  /// What the block captured may call back into the list as it is freed.
  func remove(_ token: Int)
  /// Calls each block added before this send began and not removed by the time its turn comes,
  /// in the order they were added, on this thread, before returning. A block may add or remove
  /// blocks, or wait for another thread that does.
  func send(_ value: String)
}
