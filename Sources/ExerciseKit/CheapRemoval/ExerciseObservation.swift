import ObjectRuntime

/// One observation of exercise `hashtable-cheap-removal`: a key path on an object, held
/// strongly, and the handler its changes go to. As in chapter 4's table, two observations are
/// equal when they watch the same key path on the same object, compared by identity.
public final class ExerciseObservation: Hashable, @unchecked Sendable {
  /// The observed object, kept alive as long as the observation is.
  public let object: RuntimeObject
  public let keyPath: String
  public let handler: @Sendable ([KeyValueChangeKey: Any]) -> Void

  public init(
    object: RuntimeObject, keyPath: String,
    handler: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void
  ) {
    self.object = object
    self.keyPath = keyPath
    self.handler = handler
  }

  /// The context the observation is registered with: its own address.
  public var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  public static func == (lhs: ExerciseObservation, rhs: ExerciseObservation) -> Bool {
    lhs.object === rhs.object && lhs.keyPath == rhs.keyPath
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(object))
    hasher.combine(keyPath)
  }
}
