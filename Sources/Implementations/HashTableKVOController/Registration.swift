import ObjectRuntime
import RawKVO

extension HashTableKVOController {
  // ANCHOR: register
  /// Adds `info` to the table and registers the controller itself with KVO for it, unless an
  /// equal info (same object, same key path) is there already. The lock is released before KVO
  /// runs: with `.initial`, KVO calls straight back into the controller.
  func register(_ info: HashTableKVOInfo, on object: RuntimeObject) {
    let isNew = infos.withLock { table in
      guard table.member(info) == nil else { return false }
      table.add(info)
      return true
    }
    guard isNew else { return }
    object.addObserver(
      self, forKeyPath: info.keyPath, options: info.options, context: info.contextPointer)
    if info.finishRegistering() {
      object.removeObserver(self, forKeyPath: info.keyPath, context: info.contextPointer)
    }
  }
  // ANCHOR_END: register
}
