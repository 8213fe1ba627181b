import ExerciseContracts
import ObjectRuntime
import RawKVO

/// Wrong answer to `InitialSafeController`: an unobserve during registration drops the
/// observation from the list, so its handler is never called again, but nobody removes the
/// registration KVO records a moment later.
public final class InitialCancelledButStillRegistered: RuntimeObject, InitialSafeControllerContract
{
  /// Where an observation stands.
  enum State {
    case registering, observing, cancelled
  }

  /// One observation: an object, a key path, a handler, and its state.
  final class Observation: @unchecked Sendable {
    let object: RuntimeObject
    let keyPath: String
    let handler: @Sendable ([KeyValueChangeKey: Any]) -> Void
    var state = State.registering

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

  /// Every observation not yet removed; its states change only under this lock.
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
    observations.withLock { _ in
      if observation.state != .cancelled { observation.state = .observing }
    }
  }

  public func unobserve(_ object: RuntimeObject, keyPath: String) {
    let registered = observations.withLock { observations -> Observation? in
      guard let observation = observations.first(where: { $0.matches(object, keyPath) }),
        observation.state != .cancelled
      else { return nil }
      guard observation.state == .observing else {
        observation.state = .cancelled
        observations.removeAll { $0 === observation }
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
      observations.first { $0.context == context && $0.state != .cancelled }?.handler
    }
    handler?(change ?? [:])
  }

  deinit {
    let registered = observations.withLock { observations in
      defer { observations.removeAll() }
      return observations.filter { $0.state == .observing }
    }
    for observation in registered {
      observation.object.removeObserver(
        self, forKeyPath: observation.keyPath, context: observation.context)
    }
  }
}
