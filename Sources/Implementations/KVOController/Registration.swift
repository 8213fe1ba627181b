import ObjectRuntime
import WeakTables

extension FBKVOController {
  // ANCHOR: register
  /// Adds `info` to `object`'s set and registers it, unless an equal info (same key path) is
  /// there already. The lock is released before the shared controller calls KVO.
  func register(_ info: FBKVOInfo, on object: RuntimeObject) {
    let isNew = objectInfos.withLock { map in
      let infos = map.object(forKey: object) ?? HashTable(options: .strongObjects)
      guard infos.member(info) == nil else { return false }
      infos.add(info)
      map.setObject(infos, forKey: object)
      return true
    }
    guard isNew else { return }
    FBKVOSharedController.shared.observe(object, info: info)
  }
  // ANCHOR_END: register

  // ANCHOR: unregister
  /// Removes the info equal to `info` from `object`'s set, then from KVO.
  func unregister(_ info: FBKVOInfo, on object: RuntimeObject) {
    let registered = objectInfos.withLock { map -> FBKVOInfo? in
      guard let infos = map.object(forKey: object), let registered = infos.member(info) else {
        return nil
      }
      infos.remove(registered)
      if infos.count == 0 { map.removeObject(forKey: object) }
      return registered
    }
    guard let registered else { return }
    FBKVOSharedController.shared.unobserve(object, infos: [registered])
  }

  /// Removes every info of `object`.
  func unregisterAll(on object: RuntimeObject) {
    let infos = objectInfos.withLock { map -> [FBKVOInfo] in
      defer { map.removeObject(forKey: object) }
      return map.object(forKey: object)?.allObjects ?? []
    }
    FBKVOSharedController.shared.unobserve(object, infos: infos)
  }
  // ANCHOR_END: unregister

  // ANCHOR: teardown
  /// Copies the map and clears it under the lock, then unregisters outside it: removing an
  /// observation, and releasing the objects the copy holds, can run code that uses this
  /// controller again.
  func unregisterEverything() {
    let copy = objectInfos.withLock { map in
      defer { map.removeAllObjects() }
      return map.copy()
    }
    for (object, infos) in copy {
      FBKVOSharedController.shared.unobserve(object, infos: infos.allObjects)
    }
  }
  // ANCHOR_END: teardown
}
