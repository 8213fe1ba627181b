import ControllerTestSupport
import ObjectRuntime

@testable import KVOController

/// Chapter 3's behaviour tests, written once in `ControllerTestSupport` over any controller, run
/// here on FBKVOController.
typealias Behaviour = ControllerBehaviour<FBKVOController>

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
