/// What a directive takes after its name, declared once by its renderer: the words it expects
/// first, in order, then the `key=value` arguments it allows, each with the kind of value it
/// takes. The registry reads a directive's arguments against its renderer's syntax before the
/// renderer runs (``DirectiveArguments/init(_:syntax:)``), so every directive reports a wrong
/// word, key or value the same way, at the word that is wrong.
public struct DirectiveSyntax: Sendable {
  /// The word after `{{#`.
  public let name: String
  public let words: [Word]
  public let keys: [Key]

  public init(_ name: String, words: [Word] = [], keys: [Key] = []) {
    self.name = name
    self.words = words
    self.keys = keys
  }

  /// A word before the `key=value` arguments.
  public struct Word: Sendable {
    enum Presence: Sendable {
      case required, flag, oneOrMore
    }

    let text: String
    let presence: Presence

    /// A word that must be there, shown as `placeholder` (`PATH`) in the usage.
    public static func required(_ placeholder: String) -> Word {
      Word(text: placeholder, presence: .required)
    }

    /// A word that may be there, and is then exactly `word` (`box`).
    public static func flag(_ word: String) -> Word { Word(text: word, presence: .flag) }

    /// One word or more, each shown as `placeholder` (`REF`).
    public static func oneOrMore(_ placeholder: String) -> Word {
      Word(text: placeholder, presence: .oneOrMore)
    }
  }

  /// A `key=value` argument.
  public struct Key: Sendable {
    public let name: String
    public let kind: Kind
    public let isRequired: Bool
    /// What a value of the wrong kind is called in an error: `unknown event kind 'x'`.
    let noun: String

    /// A key every use of the directive gives.
    public static func required(_ name: String, _ kind: Kind) -> Key {
      Key(name: name, kind: kind, isRequired: true, noun: name)
    }

    /// A key a use may leave out; `noun` names a wrong value of a ``Kind/choice(_:)`` or
    /// ``Kind/list(_:allowed:)`` in errors (the key's name unless given).
    public static func optional(_ name: String, _ kind: Kind, noun: String? = nil) -> Key {
      Key(name: name, kind: kind, isRequired: false, noun: noun ?? name)
    }
  }

  /// What a key's value must be.
  public enum Kind: Sendable {
    /// Any text (in `"…"` to hold spaces), shown as `placeholder` in the usage.
    case text(_ placeholder: String)
    /// One of these words.
    case choice([String])
    /// Words separated by commas, shown as `placeholder`, each one of `allowed` when given.
    case list(_ placeholder: String, allowed: [String]? = nil)
    /// A whole number no smaller than `from`.
    case number(from: Int)
    /// A range of steps, `A-B`: whole numbers from 1, the first no larger than the second.
    case range
  }

  /// How the directive is written, for errors: `{{#claim ID [box]}}`,
  /// `{{#plot PATH x=COLUMN y=COLUMN [series=COLUMN] …}}`.
  public var usage: String {
    var parts = ["{{#" + name]
    for word in words {
      switch word.presence {
      case .required: parts.append(word.text)
      case .flag: parts.append("[\(word.text)]")
      case .oneOrMore: parts.append("\(word.text) …")
      }
    }
    for key in keys {
      let written = "\(key.name)=\(key.kind.placeholder)"
      parts.append(key.isRequired ? written : "[\(written)]")
    }
    return parts.joined(separator: " ") + "}}"
  }

  func key(named name: some StringProtocol) -> Key? { keys.first { $0.name == name } }
}

extension DirectiveSyntax.Kind {
  /// How a value of this kind is shown in the usage.
  var placeholder: String {
    switch self {
    case .text(let placeholder), .list(let placeholder, _): placeholder
    case .choice(let words): words.joined(separator: "|")
    case .number: "N"
    case .range: "A-B"
    }
  }
}
