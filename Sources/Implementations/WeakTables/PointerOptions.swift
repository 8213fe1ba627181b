/// How a table holds and compares its keys or members (`NSPointerFunctionsOptions`): the two
/// choices `NSMapTable` and `NSHashTable` offer, and that `NSDictionary` and `NSSet` fix for you.
public struct PointerOptions: Sendable, Equatable {
  /// Whether an entry keeps its object alive.
  public enum Memory: Sendable, Equatable {
    /// The table retains the object (`NSPointerFunctionsStrongMemory`).
    case strong
    /// The table does not retain the object, and the entry vanishes when the object dies
    /// (`NSPointerFunctionsWeakMemory`).
    case weak
  }

  /// What makes two objects the same entry.
  public enum Personality: Sendable, Equatable {
    /// The object's own equality and hash (`isEqual:` and `hash`; here `Hashable`). An object
    /// that is not `Hashable` falls back to identity, as `NSObject`'s default `isEqual:` does
    /// (`NSPointerFunctionsObjectPersonality`).
    case object
    /// Identity: the same object, whatever its `==` says; the hash is the address
    /// (`NSPointerFunctionsObjectPointerPersonality`).
    case objectPointer
  }

  public var memory: Memory
  public var personality: Personality

  public init(memory: Memory, personality: Personality) {
    self.memory = memory
    self.personality = personality
  }

  /// Retained, compared with `==`: what `NSDictionary` values and `NSSet` members get.
  public static let strongObjects = PointerOptions(memory: .strong, personality: .object)
  /// Retained, compared by identity.
  public static let strongPointers = PointerOptions(memory: .strong, personality: .objectPointer)
  /// Not retained, compared with `==`.
  public static let weakObjects = PointerOptions(memory: .weak, personality: .object)
  /// Not retained, compared by identity.
  public static let weakPointers = PointerOptions(memory: .weak, personality: .objectPointer)
}
