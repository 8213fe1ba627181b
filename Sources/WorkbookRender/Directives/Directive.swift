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
    let leading = line.prefix(while: { $0 == " " || $0 == "\t" })
    let body = line.dropFirst(leading.count).trimmingSpaces
    guard body.hasPrefix("{{#") else { return nil }
    var start = location
    start.column += leading.utf8.count
    guard body.hasSuffix("}}"), body.utf8.count >= 5 else {
      throw Diagnostic("unterminated directive: expected '}}' at the end of the line", at: start)
    }
    let inner = body.dropFirst(3).dropLast(2)
    let name = inner.prefix(while: { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    guard !name.isEmpty else {
      throw Diagnostic("expected a directive name after '{{#'", at: start)
    }
    let rest = inner.dropFirst(name.count)
    let argumentOffset = rest.prefix(while: { $0 == " " || $0 == "\t" }).utf8.count
    var argumentsLocation = start
    argumentsLocation.column += 3 + name.utf8.count + argumentOffset
    return Directive(
      name: String(name),
      arguments: rest.trimmingSpaces,
      location: start,
      argumentsLocation: argumentsLocation)
  }
}
