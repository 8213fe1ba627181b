import ControllerTestSupport
import ObjectRuntime

@testable import KVOController

// ANCHOR: controller-alias
/// The controller the shared behaviour tests run on in this target: they are written once, in
/// `Tests/ControllerTestSupport/Behaviour/` (linked into `SharedBehaviour/` here and in chapter
/// 4's target), against `Controller`.
typealias Controller = FBKVOController
// ANCHOR_END: controller-alias

/// What the shared behaviour tests ask of a controller, answered from FBKVOController's insides.
extension FBKVOController: ObservingController {
  package static var infoClassName: String { "FBKVOInfo" }

  package func observedKeyPaths(of object: RuntimeObject) -> [String] {
    objectInfos.withLock { $0.object(forKey: object)?.allObjects.map(\.keyPath) ?? [] }
  }

  package var observedObjectCount: Int { observedObjects.count }

  package var isLocked: Bool { objectInfos.isLocked }

  package static func lazyController(of owner: RuntimeObject) -> FBKVOController {
    owner.KVOController
  }

  package static func lazyNonRetainingController(of owner: RuntimeObject) -> FBKVOController {
    owner.KVOControllerNonRetaining
  }

  package static func setLazyController(of owner: RuntimeObject, to controller: FBKVOController) {
    owner.KVOController = controller
  }

  /// Where the observation of `keyPath` on `object` stands.
  func state(of object: RuntimeObject, keyPath: String) -> ObservationState? {
    let probe = FBKVOInfo(controller: nil, keyPath: keyPath)
    return objectInfos.withLock { $0.object(forKey: object)?.member(probe)?.state }
  }
}
