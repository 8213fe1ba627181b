import ExerciseContracts
import ExerciseKit
import KVOController
import ObjectRuntime

/// The solution to `StrictController`: the controller remembers which key paths it
/// observes on which object, comparing objects by identity (never by their own equality), and
/// refuses a pair it already has.
public final class StrictController: StrictControllerContract {
  /// One observed key path, on an object held weakly and compared by identity.
  private struct Observed {
    let object: WeakReference<RuntimeObject>
    let keyPath: String

    func matches(_ object: RuntimeObject, _ keyPath: String) -> Bool {
      self.object.object === object && self.keyPath == keyPath
    }
  }

  let controller: FBKVOController
  private let observed = Locked<[Observed]>([])

  public init(observer: RuntimeObject) {
    controller = FBKVOController(observer: observer)
  }

  public func observe(
    _ object: RuntimeObject, keyPath: String, block: @escaping KVONotificationBlock
  ) throws(AlreadyObserved) {
    let isNew = observed.withLock { observed in
      guard !observed.contains(where: { $0.matches(object, keyPath) }) else { return false }
      observed.append(Observed(object: WeakReference(object), keyPath: keyPath))
      return true
    }
    guard isNew else { throw AlreadyObserved(keyPath: keyPath) }
    controller.observe(object, keyPath: keyPath, options: [.new], block: block)
  }

  public func unobserve(_ object: RuntimeObject, keyPath: String) {
    observed.withLock { $0.removeAll { $0.matches(object, keyPath) } }
    controller.unobserve(object, keyPath: keyPath)
  }
}
