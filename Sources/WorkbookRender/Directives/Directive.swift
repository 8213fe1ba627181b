import WorkbookBase
import WorkbookBook

/// One `{{#name arguments}}` written in a chapter, with where it was written.
public struct Directive: Sendable, Hashable {
  public var name: String
  /// Everything after the name, trimmed, such as `Sources/X.swift:anchor`.
  public var arguments: String
  /// Where `{{` stands.
  public var location: SourceLocation
  /// Where the arguments begin, for errors about them.
  public var argumentsLocation: SourceLocation
  /// How many directives with the same name and arguments stand before this one on its page:
  /// a test embedded twice gives its element id only the first time.
  public var occurrence = 0

  /// Parses `line` if, trimmed, it is exactly one directive; `location` is where the line's first
  /// byte stands. Returns nil for a line that is not a directive at all, and throws for one that
  /// starts like a directive but is malformed.
  public static func parse(line: some StringProtocol, at location: SourceLocation)
    throws(Diagnostic)
    -> Directive?
  {
    let line = Substring(line)
    let leading = line.byteCount(ofLeadingCharacters: \.isSpaceOrTab)
    let body = line.droppingBytes(leading).trimmingSpaces[...]
    guard body.hasCharacterPrefix("{{#") else { return nil }
    var start = location
    start.column += leading
    let count = body.utf8.count
    guard count >= 5, body.utf8.suffix(2).elementsEqual("}}".utf8),
      body.isCharacterBoundary(atByte: count - 2)
    else {
      throw Diagnostic("unterminated directive: expected '}}' at the end of the line", at: start)
    }
    let inner = Substring(body.utf8.dropFirst(3).dropLast(2))
    let name = nameBytes(of: inner)
    guard name > 0 else {
      throw Diagnostic("expected a directive name after '{{#'", at: start)
    }
    let rest = inner.droppingBytes(name)
    let argumentOffset = rest.byteCount(ofLeadingCharacters: \.isSpaceOrTab)
    var argumentsLocation = start
    argumentsLocation.column += 3 + name + argumentOffset
    return Directive(
      name: String(Substring(inner.utf8.prefix(name))),
      arguments: rest.trimmingSpaces,
      location: start,
      argumentsLocation: argumentsLocation)
  }

  /// How many bytes the directive's name takes at the start of `text`: its letters, digits, `-`
  /// and `_`. Read on the bytes while they are ASCII, by characters (any script's letters and
  /// digits, a mark joining one) from the first byte beyond.
  private static func nameBytes(of text: Substring) -> Int {
    let ascii = text.byteCount(ofLeadingCharacters: {
      $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
    })
    let next = text.utf8.dropFirst(ascii).first
    guard let next, next >= 0x80 || !text.isCharacter(atByte: ascii) else { return ascii }
    return text.prefix(while: { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }).utf8.count
  }
}
