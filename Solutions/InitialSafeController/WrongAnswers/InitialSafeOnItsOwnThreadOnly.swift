import ExerciseContracts
import ObjectRuntime
import RawKVO

/// Wrong answer to `InitialSafeController`: it knows which observation is registering only on
/// the thread that registers it, through a task-local value, as if an early unobserve could
/// only come from the handler's own `.initial` call. An unobserve from another thread while
/// `observe` is still in `addObserver` removes a registration KVO does not have yet, and KVO
/// raises.
public final class InitialSafeOnItsOwnThreadOnly: RuntimeObject, InitialSafeControllerContract {
  /// One observation: an object, a key path, a handler, and whether it was cancelled while it
  /// was registering.
  final class Observation: @unchecked Sendable {
    let object: RuntimeObject
    let keyPath: String
    let handler: @Sendable ([KeyValueChangeKey: Any]) -> Void
    var isCancelled = false

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

  /// The observation being registered by the current task or thread, if any.
  @TaskLocal private static var registering: ObjectIdentifier?

  /// Every observation not yet removed; `isCancelled` changes only under this lock.
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
    Self.$registering.withValue(ObjectIdentifier(observation)) {
      object.addObserver(
        self, forKeyPath: keyPath, options: options, context: observation.context)
    }
    let wasCancelled = observations.withLock { observations in
      guard observation.isCancelled else { return false }
      observations.removeAll { $0 === observation }
      return true
    }
    if wasCancelled {
      object.removeObserver(self, forKeyPath: keyPath, context: observation.context)
    }
  }

  public func unobserve(_ object: RuntimeObject, keyPath: String) {
    let registered = observations.withLock { observations -> Observation? in
      guard let observation = observations.first(where: { $0.matches(object, keyPath) }),
        !observation.isCancelled
      else { return nil }
      guard Self.registering != ObjectIdentifier(observation) else {
        observation.isCancelled = true
        return nil
      }
      observations.removeAll { $0 === observation }
      return observation
    }
    if let registered {
      object.removeObserver(self, forKeyPath: keyPath, context: registered.context)
    }
  }

  public override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    let handler = observations.withLock { observations in
      observations.first { $0.context == context && !$0.isCancelled }?.handler
    }
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
