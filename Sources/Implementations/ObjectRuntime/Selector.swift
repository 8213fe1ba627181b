/// The name of a message, as Objective-C's `SEL`: `"text"`, `"setText:"`,
/// `"observeValueForKeyPath:ofObject:change:context:"`.
///
/// Written as a string literal wherever a selector is expected, which is what `#selector`
/// and `@selector` boil down to. Selectors are interned, as `sel_registerName` interns them:
/// two selectors with the same name share one ``InternedName``, so comparing or hashing a
/// selector touches one pointer, never the characters. Make the selectors a hot path sends
/// once, and keep them.
public struct Selector: Hashable, Sendable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  let interned: InternedName

  public init(_ name: String) {
    interned = InternedName.intern(name)
  }

  init(interned: InternedName) {
    self.interned = interned
  }

  public init(stringLiteral name: String) {
    self.init(name)
  }

  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(String(stringInterpolation: stringInterpolation))
  }

  // ANCHOR: identity
  /// Two selectors are the same message exactly when they share their interned name.
  public static func == (lhs: Selector, rhs: Selector) -> Bool {
    lhs.interned === rhs.interned
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(interned))
  }
  // ANCHOR_END: identity

  public var name: String { interned.name }
  public var description: String { name }

  /// How many arguments the message takes: one per colon.
  public var argumentCount: Int { interned.argumentCount }

  /// The getter for a key: the key itself (`text`).
  public static func getter(forKey key: String) -> Selector {
    Selector(key)
  }

  /// The setter for a key, as Objective-C spells it: `text` becomes `setText:`.
  public static func setter(forKey key: String) -> Selector {
    Selector("set\(key.capitalizingFirstLetter()):")
  }

  /// The key a setter sets, or `nil` when the selector is not shaped like a setter:
  /// `setText:` becomes `text`.
  public var keyForSetter: String? { interned.keyForSetter }
}

// ANCHOR: interning
/// The one object every selector with a given name points at, made the first time the name is
/// seen and kept for the life of the process (`sel_registerName`). What can be worked out from
/// the name is worked out here, once.
final class InternedName: Sendable {
  let name: String
  let argumentCount: Int
  let keyForSetter: String?

  private static let table = Locked<[String: InternedName]>([:])

  /// The interned name for `name`, made on first use.
  static func intern(_ name: String) -> InternedName {
    table.withLock { table in
      if let existing = table[name] { return existing }
      let made = InternedName(name)
      table[name] = made
      return made
    }
  }
  // snippet.hide

  private init(_ name: String) {
    self.name = name
    argumentCount = name.count { $0 == ":" }
    keyForSetter =
      name.hasPrefix("set") && name.hasSuffix(":") && argumentCount == 1 && name.count > 4
      ? String(name.dropFirst(3).dropLast()).lowercasingFirstLetter() : nil
  }
  // snippet.show
}
// ANCHOR_END: interning

extension String {
  /// `text` becomes `Text`, the way accessor names are formed from keys.
  package func capitalizingFirstLetter() -> String {
    prefix(1).uppercased() + dropFirst()
  }

  /// `Text` becomes `text`: how a setter name gives back its key. It lowers only the first
  /// letter, as chapter 2's hand-written KVO does, so `setURL:` gives `uRL`.
  package func lowercasingFirstLetter() -> String {
    prefix(1).lowercased() + dropFirst()
  }
}
