import ObjectRuntime

/// One call of a block, packed to cross to a global queue: the observed object and the values
/// are not `Sendable`, and the original passes them across threads all the same. Public so
/// that the chapter's exercises can deliver it their own way.
public struct Delivery: @unchecked Sendable {
  public let block: ObservingBlock
  public let object: RuntimeObject
  public let key: String
  public let oldValue: Any?
  public let newValue: Any?

  public init(
    block: @escaping ObservingBlock, object: RuntimeObject, key: String, oldValue: Any?,
    newValue: Any?
  ) {
    self.block = block
    self.object = object
    self.key = key
    self.oldValue = oldValue
    self.newValue = newValue
  }

  /// Calls the block with the object, the key and the two values.
  public func run() {
    block(object, key, oldValue, newValue)
  }
}
