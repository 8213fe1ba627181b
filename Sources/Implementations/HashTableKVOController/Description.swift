import KVOController
import ObjectRuntime

extension HashTableKVOController: CustomDebugStringConvertible {
  /// `<HashTableKVOController:0x… observer:<Owner:0x…>`, then each observed object with its
  /// observations, as FBKVOController describes itself. The table is copied under the lock and
  /// described outside it, since describing an object runs its code.
  public var debugDescription: String {
    describeController(
      self, named: "HashTableKVOController", observer: observer,
      observing: observedObjects.map { ($0.object, $0.infos) })
  }

  /// Each live observed object with its observations, grouped from a copy of the table.
  var observedObjects: [(object: RuntimeObject, infos: [HashTableKVOInfo])] {
    let all = infos.withLock { $0.allObjects }
    var groups: [ObjectIdentifier: (object: RuntimeObject, infos: [HashTableKVOInfo])] = [:]
    for info in all {
      guard let object = info.object else { continue }
      groups[info.objectIdentity, default: (object, [])].infos.append(info)
    }
    return Array(groups.values)
  }
}
