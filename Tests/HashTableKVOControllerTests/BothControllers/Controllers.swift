import HashTableKVOController
import ObjectRuntime
import RawKVO
import Testing

@testable import HashTableKVOController
@testable import KVOController

/// What the behaviour tests ask of a controller: the interface FBKVOController and
/// HashTableKVOController share, plus four questions only tests ask. Each of chapter 3's
/// behaviour tests that is not about FBKVOController's insides is repeated here, takes a
/// ``ControllerKind`` and runs on both controllers.
protocol ObservingController: KVOControlling, Sendable, CustomDebugStringConvertible {
  /// The key paths the controller observes on `object`.
  func observedKeyPaths(of object: RuntimeObject) -> [String]
  /// How many objects the controller observes.
  var observedObjectCount: Int { get }
  /// Where the observation of `keyPath` on `object` stands.
  func state(of object: RuntimeObject, keyPath: String) -> ObservationState?
  /// Whether some thread holds the controller's lock right now.
  var isLocked: Bool { get }
}

/// The single-key-path calls without options, which the controllers spell with a default
/// argument.
extension ObservingController {
  func observe(
    _ object: RuntimeObject?, keyPath: String, block: @escaping KVONotificationBlock
  ) {
    observe(object, keyPath: keyPath, options: [], block: block)
  }

  func observe(_ object: RuntimeObject?, keyPath: String, action: Selector) {
    observe(object, keyPath: keyPath, options: [], action: action)
  }

  func observe(_ object: RuntimeObject?, keyPath: String, context: UnsafeMutableRawPointer?) {
    observe(object, keyPath: keyPath, options: [], context: context)
  }
}

extension FBKVOController: ObservingController {
  func observedKeyPaths(of object: RuntimeObject) -> [String] {
    objectInfos.withLock { $0.object(forKey: object)?.allObjects.map(\.keyPath) ?? [] }
  }

  var observedObjectCount: Int { observedObjects.count }

  func state(of object: RuntimeObject, keyPath: String) -> ObservationState? {
    let probe = FBKVOInfo(controller: nil, keyPath: keyPath)
    return objectInfos.withLock { $0.object(forKey: object)?.member(probe)?.state }
  }

  var isLocked: Bool { objectInfos.isLocked }
}

extension HashTableKVOController: ObservingController {
  func observedKeyPaths(of object: RuntimeObject) -> [String] {
    infos.withLock { $0.allObjects.filter { $0.belongs(to: object) }.map(\.keyPath) }
  }

  var observedObjectCount: Int { observedObjects.count }

  func state(of object: RuntimeObject, keyPath: String) -> ObservationState? {
    let probe = HashTableKVOInfo(lookingFor: object, keyPath: keyPath)
    return infos.withLock { $0.member(probe)?.state }
  }

  var isLocked: Bool { infos.isLocked }
}

// ANCHOR: kind
/// The two controllers the behaviour tests run on, as a test argument.
enum ControllerKind: String, CaseIterable, Codable, Sendable, CustomTestStringConvertible {
  case fbKVOController = "FBKVOController"
  case hashTable = "HashTableKVOController"

  var testDescription: String { rawValue }

  /// The class name the controller's assertions and description use.
  var className: String { rawValue }

  /// The class name its observations describe themselves with.
  var infoClassName: String {
    switch self {
    case .fbKVOController: "FBKVOInfo"
    case .hashTable: "HashTableKVOInfo"
    }
  }

  func make(observer: RuntimeObject?, retainObserved: Bool = true) -> any ObservingController {
    switch self {
    case .fbKVOController: FBKVOController(observer: observer, retainObserved: retainObserved)
    case .hashTable: HashTableKVOController(observer: observer, retainObserved: retainObserved)
    }
  }
  // ANCHOR_END: kind

  /// The retaining controller `owner` makes for itself on first use.
  func lazyController(of owner: RuntimeObject) -> any ObservingController {
    switch self {
    case .fbKVOController: owner.KVOController
    case .hashTable: owner.hashTableKVOController
    }
  }

  /// The non-retaining controller `owner` makes for itself on first use.
  func lazyNonRetainingController(of owner: RuntimeObject) -> any ObservingController {
    switch self {
    case .fbKVOController: owner.KVOControllerNonRetaining
    case .hashTable: owner.hashTableKVOControllerNonRetaining
    }
  }

  /// Replaces `owner`'s retaining controller with `controller`, one this kind made.
  func setLazyController(of owner: RuntimeObject, to controller: any ObservingController) {
    switch self {
    case .fbKVOController: owner.KVOController = controller as! FBKVOController
    case .hashTable: owner.hashTableKVOController = controller as! HashTableKVOController
    }
  }
}
