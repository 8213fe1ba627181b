import ExerciseContracts
import ObjectRuntime
import RawKVO

/// Wrong answer to `InitialSafeController`: the state belongs to the controller instead of to
/// each observation. While `observe` is registering, any unobserve is taken for a cancellation
/// of the observation being registered, so an `.initial` call that unobserves another key path
/// stops its own observation instead, and the other one goes on.
public final class InitialCancellingWhateverIsRegistering: RuntimeObject,
  InitialSafeControllerContract
{
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

  /// The controller's observations, and whether it is registering one and was asked meanwhile
  /// to stop.
  private struct State {
    var observations: [Observation] = []
    var isRegistering = false
    var cancelledWhileRegistering = false
  }

  private let state = Locked(State())

  public func observe(
    _ object: RuntimeObject, keyPath: String, options: KeyValueObservingOptions,
    handler: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void
  ) {
    let observation = Observation(object: object, keyPath: keyPath, handler: handler)
    let isNew = state.withLock { state in
      guard !state.observations.contains(where: { $0.matches(object, keyPath) }) else {
        return false
      }
      state.observations.append(observation)
      state.isRegistering = true
      return true
    }
    guard isNew else { return }
    object.addObserver(self, forKeyPath: keyPath, options: options, context: observation.context)
    let wasCancelled = state.withLock { state in
      defer { (state.isRegistering, state.cancelledWhileRegistering) = (false, false) }
      guard state.cancelledWhileRegistering else { return false }
      state.observations.removeAll { $0 === observation }
      return true
    }
    if wasCancelled {
      object.removeObserver(self, forKeyPath: keyPath, context: observation.context)
    }
  }

  public func unobserve(_ object: RuntimeObject, keyPath: String) {
    let registered = state.withLock { state -> Observation? in
      guard let observation = state.observations.first(where: { $0.matches(object, keyPath) })
      else { return nil }
      guard !state.isRegistering else {
        state.cancelledWhileRegistering = true
        return nil
      }
      state.observations.removeAll { $0 === observation }
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
    let handler = state.withLock { state -> (@Sendable ([KeyValueChangeKey: Any]) -> Void)? in
      guard !state.cancelledWhileRegistering else { return nil }
      return state.observations.first { $0.context == context }?.handler
    }
    handler?(change ?? [:])
  }

  deinit {
    let all = state.withLock { state in
      defer { state.observations.removeAll() }
      return state.observations
    }
    for observation in all {
      observation.object.removeObserver(
        self, forKeyPath: observation.keyPath, context: observation.context)
    }
  }
}
