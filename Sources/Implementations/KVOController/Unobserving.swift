import ObjectRuntime

extension FBKVOController {
  // ANCHOR: unobserve
  /// Stops observing `keyPath` on `object`. Unknown pairs and `nil` do nothing: removal never
  /// raises.
  public func unobserve(_ object: RuntimeObject?, keyPath: String) {
    guard let object else { return }
    unregister(FBKVOInfo(controller: self, keyPath: keyPath), on: object)
  }

  /// Stops observing every key path on `object`.
  public func unobserve(_ object: RuntimeObject?) {
    guard let object else { return }
    unregisterAll(on: object)
  }

  /// Stops observing everything. Runs by itself when the controller is freed.
  public func unobserveAll() {
    unregisterEverything()
  }
  // ANCHOR_END: unobserve
}
