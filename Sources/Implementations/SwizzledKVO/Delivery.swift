import ObjectRuntime

/// One call of a block, packed to cross to a global queue: the observed object and the values
/// are not `Sendable`, and the original passes them across threads all the same.
struct Delivery: @unchecked Sendable {
  let block: ObservingBlock
  let object: RuntimeObject
  let key: String
  let oldValue: Any?
  let newValue: Any?

  func run() {
    block(object, key, oldValue, newValue)
  }
}
