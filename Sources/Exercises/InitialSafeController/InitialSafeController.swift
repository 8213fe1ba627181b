import ExerciseContracts
import ObjectRuntime
import RawKVO

/// Chapter 4 exercise: let a handler unobserve from its `.initial` call.
///
/// This controller keeps its observations in a list and is KVO's observer for all of them. With
/// `.initial`, KVO calls the handler from inside `addObserver`, before it has recorded the
/// registration; a handler that unobserves there makes the controller remove a registration KVO
/// does not have yet, and KVO raises. Let `unobserve` arrive at any moment, even then: the
/// handler hears nothing more, and nothing is left registered once `observe` returns. Run it
/// with `swift run workbook exercise run initial-safe-controller`.
public final class InitialSafeController: RuntimeObject, InitialSafeControllerContract {
  /// One observation: an object, a key path and a handler.
  final class Observation: @unchecked Sendable {
    let object: RuntimeObject
    let keyPath: String
    let handler: @Sendable ([KeyValueChangeKey: Any]) -> Void

    init(
      object: RuntimeObject, keyPath: String,
      handler: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void
    ) {
      self.object = object
      self.keyPath = keyPath
      self.handler = handler
    }

    /// The context the observation is registered with: its own address.
    var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    func matches(_ object: RuntimeObject, _ keyPath: String) -> Bool {
      self.object === object && self.keyPath == keyPath
    }
  }

  private let observations = Locked<[Observation]>([])

  public func observe(
    _ object: RuntimeObject, keyPath: String, options: KeyValueObservingOptions,
    handler: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void
  ) {
    let observation = Observation(object: object, keyPath: keyPath, handler: handler)
    let isNew = observations.withLock { observations in
      guard !observations.contains(where: { $0.matches(object, keyPath) }) else { return false }
      observations.append(observation)
      return true
    }
    guard isNew else { return }
    object.addObserver(self, forKeyPath: keyPath, options: options, context: observation.context)
  }

  public func unobserve(_ object: RuntimeObject, keyPath: String) {
    let removed = observations.withLock { observations in
      defer { observations.removeAll { $0.matches(object, keyPath) } }
      return observations.first { $0.matches(object, keyPath) }
    }
    if let removed {
      object.removeObserver(self, forKeyPath: keyPath, context: removed.context)
    }
  }

  public override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    let handler = observations.withLock { $0.first { $0.context == context }?.handler }
    handler?(change ?? [:])
  }

  deinit {
    let all = observations.withLock { observations in
      defer { observations.removeAll() }
      return observations
    }
    for observation in all {
      observation.object.removeObserver(
        self, forKeyPath: observation.keyPath, context: observation.context)
    }
  }
}
