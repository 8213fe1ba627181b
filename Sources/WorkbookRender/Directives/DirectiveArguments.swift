import WorkbookBase

/// A directive's arguments as its renderer's ``DirectiveSyntax`` reads them: the words, the flags
/// given, and each key's value, checked against its kind, each with where it was written.
public struct DirectiveArguments: Sendable {
  /// The words the syntax names with ``DirectiveSyntax/Word/required(_:)`` and
  /// ``DirectiveSyntax/Word/oneOrMore(_:)``, in order.
  public private(set) var words: [String] = []
  /// Where each of `words` begins.
  public private(set) var wordLocations: [SourceLocation] = []
  private var flags: Set<String> = []
  private var values: [String: (value: Value, location: SourceLocation)] = [:]
  private let syntax: DirectiveSyntax

  /// A key's value, read as its kind says.
  private enum Value: Sendable {
    case text(String)
    case list([String])
    case number(Int)
    case range(ClosedRange<Int>)
  }

  /// Reads `directive`'s arguments against `syntax`; anything the syntax does not allow is an
  /// error at the word that breaks it.
  public init(_ directive: Directive, syntax: DirectiveSyntax) throws(Diagnostic) {
    try self.init(parsing: directive.arguments, at: directive.argumentsLocation, syntax: syntax)
  }

  /// Reads `text`, the arguments written at `location`, against `syntax`.
  public init(parsing text: String, at location: SourceLocation, syntax: DirectiveSyntax)
    throws(Diagnostic)
  {
    self.syntax = syntax
    let tokens = try ArgumentWords.split(text, at: location)
    if syntax.words.isEmpty, syntax.keys.isEmpty, let first = tokens.first {
      throw Diagnostic("{{#\(syntax.name)}} takes no arguments", at: first.location)
    }
    var rest = tokens[...]
    func isKeyValue(_ token: ArgumentWords.Word) -> Bool {
      !syntax.keys.isEmpty && token.text.contains("=")
    }
    func expected(found token: ArgumentWords.Word?) -> Diagnostic {
      guard let token else { return Diagnostic("expected \(syntax.usage)", at: location) }
      return Diagnostic("expected \(syntax.usage), found '\(token.text)'", at: token.location)
    }
    for word in syntax.words {
      switch word.presence {
      case .required:
        guard let token = rest.first, !isKeyValue(token) else { throw expected(found: rest.first) }
        take(token)
        rest.removeFirst()
      case .flag:
        if let token = rest.first, token.text == word.text {
          flags.insert(word.text)
          rest.removeFirst()
        }
      case .oneOrMore:
        guard let first = rest.first, !isKeyValue(first) else { throw expected(found: rest.first) }
        while let token = rest.first, !isKeyValue(token) {
          take(token)
          rest.removeFirst()
        }
      }
    }
    for token in rest {
      guard !syntax.keys.isEmpty else {
        var error = expected(found: token)
        if let last = syntax.words.last, last.presence == .required, last.text.hasPrefix("PATH"),
          let path = words.last
        {
          let whole = ([path] + rest.map(\.text)).joined(separator: " ")
          error.message +=
            " (a path holding spaces goes in quotes: {{#\(syntax.name) \"\(whole)\"}})"
        }
        throw error
      }
      try read(token)
    }
    let missing = syntax.keys.filter { $0.isRequired && values[$0.name] == nil }
    guard missing.isEmpty else {
      let keys = missing.map { "\($0.name)=\($0.kind.placeholder)" }
      throw Diagnostic(
        "{{#\(syntax.name) …}} needs \(keys.joined(separator: " and ")): \(syntax.usage)",
        at: location)
    }
  }

  private mutating func take(_ token: ArgumentWords.Word) {
    words.append(token.text)
    wordLocations.append(token.location)
  }

  /// Reads one `key=value` word.
  private mutating func read(_ token: ArgumentWords.Word) throws(Diagnostic) {
    let parts = token.text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, let key = syntax.key(named: parts[0]) else {
      throw Diagnostic(
        "unknown \(syntax.name) argument '\(token.text)' (expected \(syntax.keys.map(\.name).sorted().joined(separator: ", ")))",
        at: token.location)
    }
    guard values[key.name] == nil else {
      throw Diagnostic("'\(key.name)' is given twice", at: token.location)
    }
    let text = String(parts[1])
    guard !text.isEmpty else {
      throw Diagnostic(
        "'\(key.name)=' needs a value: \(key.name)=\(key.kind.placeholder)", at: token.location)
    }
    values[key.name] = (try Self.value(text, of: key, at: token.location), token.location)
  }

  /// `text` read as `key`'s kind of value.
  private static func value(
    _ text: String, of key: DirectiveSyntax.Key, at location: SourceLocation
  )
    throws(Diagnostic) -> Value
  {
    switch key.kind {
    case .text:
      return .text(text)
    case .choice(let words):
      guard words.contains(text) else {
        throw Diagnostic(
          "unknown \(key.noun) '\(text)' (expected \(words.joined(separator: " or ")))",
          at: location)
      }
      return .text(text)
    case .list(_, let allowed):
      let items = text.split(separator: ",").map(String.init)
      if let allowed, let unknown = items.first(where: { !allowed.contains($0) }) {
        throw Diagnostic(
          "unknown \(key.noun) '\(unknown)' (expected \(allowed.joined(separator: ", ")))",
          at: location)
      }
      return .list(items)
    case .number(let minimum):
      guard let number = Int(text), number >= minimum else {
        let kind = minimum == 0 ? "a whole number" : "a whole number from \(minimum)"
        throw Diagnostic("\(key.name) takes \(kind), found '\(text)'", at: location)
      }
      return .number(number)
    case .range:
      let bounds = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
      guard bounds.count == 2, let low = bounds[0], let high = bounds[1], low >= 1, low <= high
      else {
        throw Diagnostic("\(key.name) takes a range like 3-12, found '\(text)'", at: location)
      }
      return .range(low...high)
    }
  }

  // MARK: Reading the values

  /// Whether the flag `word` (a ``DirectiveSyntax/Word/flag(_:)``) was given.
  public func has(_ word: String) -> Bool { flags.contains(word) }

  /// The value of `key`, a ``DirectiveSyntax/Kind/text(_:)`` or
  /// ``DirectiveSyntax/Kind/choice(_:)`` key, if given.
  public func text(_ key: String) -> String? {
    guard case .text(let text)? = value(key) else { return nil }
    return text
  }

  /// The words of `key`, a ``DirectiveSyntax/Kind/list(_:allowed:)`` key, if given.
  public func list(_ key: String) -> [String]? {
    guard case .list(let items)? = value(key) else { return nil }
    return items
  }

  /// The number `key`, a ``DirectiveSyntax/Kind/number(from:)`` key, gives, if given.
  public func number(_ key: String) -> Int? {
    guard case .number(let number)? = value(key) else { return nil }
    return number
  }

  /// The steps `key`, a ``DirectiveSyntax/Kind/range`` key, gives, if given.
  public func range(_ key: String) -> ClosedRange<Int>? {
    guard case .range(let range)? = value(key) else { return nil }
    return range
  }

  /// Where `key` was written, if it was.
  public func location(of key: String) -> SourceLocation? { values[key]?.location }

  /// The value of `key`, which the syntax must declare: asking for another is a mistake in the
  /// renderer, not in the book.
  private func value(_ key: String) -> Value? {
    precondition(syntax.key(named: key) != nil, "{{#\(syntax.name)}} declares no key '\(key)'")
    return values[key]?.value
  }
}
