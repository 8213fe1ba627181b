import ControllerTestSupport
import ObjectRuntime

@testable import HashTableKVOController
@testable import KVOController

// ANCHOR: controller-alias
/// The controller the shared behaviour tests run on in this target: chapter 3's behaviour tests,
/// written once in `Tests/ControllerTestSupport/Behaviour/` (linked into `SharedBehaviour/`
/// here) against `Controller`.
typealias Controller = HashTableKVOController
// ANCHOR_END: controller-alias

/// What the shared behaviour tests ask of a controller, answered from HashTableKVOController's
/// insides.
extension HashTableKVOController: ObservingController {
  package static var infoClassName: String { "HashTableKVOInfo" }

  package func observedKeyPaths(of object: RuntimeObject) -> [String] {
    infos.withLock { $0.allObjects.filter { $0.belongs(to: object) }.map(\.keyPath) }
  }

  package var observedObjectCount: Int { observedObjects.count }

  package var isLocked: Bool { infos.isLocked }

  package static func lazyController(of owner: RuntimeObject) -> HashTableKVOController {
    owner.hashTableKVOController
  }

  package static func lazyNonRetainingController(
    of owner: RuntimeObject
  ) -> HashTableKVOController {
    owner.hashTableKVOControllerNonRetaining
  }

  package static func setLazyController(
    of owner: RuntimeObject, to controller: HashTableKVOController
  ) {
    owner.hashTableKVOController = controller
  }

  /// Where the observation of `keyPath` on `object` stands.
  func state(of object: RuntimeObject, keyPath: String) -> ObservationState? {
    let probe = HashTableKVOInfo(lookingFor: object, keyPath: keyPath)
    return infos.withLock { $0.member(probe)?.state }
  }
}
