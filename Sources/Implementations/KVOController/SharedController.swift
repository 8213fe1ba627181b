import ObjectRuntime
import RawKVO
import WeakTables

/// The one object that KVO ever sees as the observer of a controller's observations
/// (`_FBKVOSharedController`): it registers with each info's address as the context, and on a
/// notification finds the info again and forwards the change to the info's observer.
///
/// It lives for the whole process, so KVO's unretained pointer to it can never dangle, and a
/// change on one thread can never retain it while another thread frees it; it holds
/// the infos weakly, so it never keeps an observation alive.
// ANCHOR: shared
final class FBKVOSharedController: RuntimeObject, @unchecked Sendable {
  static let shared = FBKVOSharedController()

  /// Every info registered with KVO, held weakly and compared by address.
  let infos = Locked(HashTable<FBKVOInfo>(options: .weakPointers))

  /// KVO's callback, for every observation of every controller: see
  /// ``forward(change:keyPath:object:context:)``.
  override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    forward(change: change, keyPath: keyPath, object: object, context: context)
  }
  // snippet.hide

  /// The infos currently registered, for descriptions and tests.
  var registeredInfos: [FBKVOInfo] {
    infos.withLock { $0.allObjects }
  }

  // ANCHOR: observe
  /// Registers `info` with KVO on `object`. The table is locked only while it changes, never
  /// while KVO runs: with `.initial`, KVO calls straight back into this controller.
  func observe(_ object: RuntimeObject, info: FBKVOInfo) {
    infos.withLock { $0.add(info) }
    object.addObserver(
      self, forKeyPath: info.keyPath, options: info.options, context: info.contextPointer)
    if info.finishRegistering() {
      object.removeObserver(self, forKeyPath: info.keyPath, context: info.contextPointer)
    }
  }
  // ANCHOR_END: observe

  // ANCHOR: unobserve
  /// Removes `infos` from KVO on `object`. An info still registering (unobserved from inside
  /// its own `.initial` callback) is left for ``observe(_:info:)`` to remove.
  func unobserve(_ object: RuntimeObject, infos toRemove: [FBKVOInfo]) {
    guard !toRemove.isEmpty else { return }
    infos.withLock { table in
      for info in toRemove { table.remove(info) }
    }
    for info in toRemove where info.stopObserving() {
      object.removeObserver(self, forKeyPath: info.keyPath, context: info.contextPointer)
    }
  }
  // ANCHOR_END: unobserve
  // snippet.show
}
// ANCHOR_END: shared

extension FBKVOSharedController: CustomDebugStringConvertible {
  /// `<FBKVOSharedController:0x… contexts:(…)>`, listing the registered infos.
  var debugDescription: String {
    let described = registeredInfos.map(\.debugDescription).joined(separator: ", ")
    return "<FBKVOSharedController:\(addressDescription(of: self)) contexts:(\(described))>"
  }
}
