import ObjectRuntime

/// One observation of exercise `hashtable-cheap-removal`: a key path on an object, held
/// strongly, and the handler its changes go to. As in chapter 4's table, two observations are
/// equal when they watch the same key path on the same object, compared by identity.
///
/// It counts the work done on observations wherever it happens: each read of `object` or
/// `keyPath`, each comparison and each hash adds one to ``touches``, so that a check can see
/// how much work an `unobserve(_:)` did, in the table or in any structure of the reader's.
///
/// It stands in for chapter 4's `HashTableKVOInfo` rather than being that type with a seam, on
/// purpose: a seam would put the counting into the equality and the hash the chapter lists.
/// The controller around it is the reader's own, so no code of the chapter's is copied here.
public final class ExerciseObservation: Hashable, @unchecked Sendable {
  private static let touchCount = Locked(0)

  /// How many times any observation has been read, compared or hashed in this process.
  public static var touches: Int { touchCount.withLock { $0 } }

  private static func touch() { touchCount.withLock { $0 += 1 } }

  private let observedObject: RuntimeObject
  private let observedKeyPath: String

  /// The observed object, kept alive as long as the observation is.
  public var object: RuntimeObject {
    Self.touch()
    return observedObject
  }

  public var keyPath: String {
    Self.touch()
    return observedKeyPath
  }

  public let handler: @Sendable ([KeyValueChangeKey: Any]) -> Void

  public init(
    object: RuntimeObject, keyPath: String,
    handler: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void
  ) {
    self.observedObject = object
    self.observedKeyPath = keyPath
    self.handler = handler
  }

  /// The context the observation is registered with: its own address.
  public var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  public static func == (lhs: ExerciseObservation, rhs: ExerciseObservation) -> Bool {
    touch()
    return lhs.observedObject === rhs.observedObject && lhs.observedKeyPath == rhs.observedKeyPath
  }

  public func hash(into hasher: inout Hasher) {
    Self.touch()
    hasher.combine(ObjectIdentifier(observedObject))
    hasher.combine(observedKeyPath)
  }
}
