/// The name of a message, as Objective-C's `SEL`: `"text"`, `"setText:"`,
/// `"observeValueForKeyPath:ofObject:change:context:"`.
///
/// Written as a string literal wherever a selector is expected, which is what `#selector`
/// and `@selector` boil down to.
public struct Selector: Hashable, Sendable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  public let name: String

  public init(_ name: String) {
    self.name = name
  }

  public init(stringLiteral name: String) {
    self.name = name
  }

  public init(stringInterpolation: DefaultStringInterpolation) {
    self.name = String(stringInterpolation: stringInterpolation)
  }

  public var description: String { name }

  /// How many arguments the message takes: one per colon.
  public var argumentCount: Int { name.count { $0 == ":" } }

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
  public var keyForSetter: String? {
    guard name.hasPrefix("set"), name.hasSuffix(":"), argumentCount == 1, name.count > 4 else {
      return nil
    }
    return String(name.dropFirst(3).dropLast()).lowercasingFirstLetter()
  }
}

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
