import ObjectRuntime
import RawKVO

extension HashTableKVOController {
  // ANCHOR: unobserve
  /// Stops observing `keyPath` on `object`. Unknown pairs and `nil` do nothing: removal never
  /// raises.
  public func unobserve(_ object: RuntimeObject?, keyPath: String) {
    guard let object else { return }
    let probe = HashTableKVOInfo(lookingFor: object, keyPath: keyPath)
    let removed = infos.withLock { table -> [HashTableKVOInfo] in
      guard let info = table.member(probe), info.belongs(to: object) else { return [] }
      table.remove(info)
      return [info]
    }
    unregister(removed)
  }

  // snippet.hide
  // ANCHOR: unobserve-object
  /// Stops observing every key path on `object`. Nothing says which observations are the
  /// object's but the observations themselves, so this reads every one the controller has.
  public func unobserve(_ object: RuntimeObject?) {
    guard let object else { return }
    let removed = infos.withLock { table in
      let matching = table.allObjects.filter { $0.belongs(to: object) }
      for info in matching { table.remove(info) }
      return matching
    }
    unregister(removed)
  }
  // ANCHOR_END: unobserve-object

  // ANCHOR: teardown
  /// Stops observing everything. Runs by itself when the controller is freed: the table is
  /// emptied first, under the lock, so a notification that arrives while the registrations are
  /// being removed finds nothing and is dropped.
  public func unobserveAll() {
    let removed = infos.withLock { table in
      defer { table.removeAll() }
      return table.allObjects
    }
    unregister(removed)
  }
  // ANCHOR_END: teardown

  // snippet.show
  /// Removes from KVO the registrations of infos already taken out of the table, outside the
  /// lock. An info still registering (unobserved from inside its own `.initial` callback) is
  /// left for ``register(_:on:)`` to remove.
  private func unregister(_ removed: [HashTableKVOInfo]) {
    for info in removed where info.stopObserving() {
      info.object?.removeObserver(self, forKeyPath: info.keyPath, context: info.contextPointer)
    }
  }
  // ANCHOR_END: unobserve
}
