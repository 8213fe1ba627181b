import WorkbookBase

/// A test named the way chapters name it: `TARGET/NAME`, or `TARGET/Suite/NAME` where a function
/// name repeats in the target.
public struct TestReference: Sendable, Hashable, CustomStringConvertible {
  public var target: String
  public var suite: String?
  public var name: String
  /// Where the reference was written.
  public var location: SourceLocation

  public var description: String {
    [target, suite, name].compactMap { $0 }.joined(separator: "/")
  }

  /// The test `name` of `target` (in `suite`, where a function name repeats in the target),
  /// referred to at `location`.
  public init(target: String, suite: String? = nil, name: String, at location: SourceLocation) {
    self.target = target
    self.suite = suite
    self.name = name
    self.location = location
  }

  /// Parses `text` written at `location`.
  public init(parsing text: String, at location: SourceLocation) throws(Diagnostic) {
    let parts = Self.parts(of: text)
    guard parts.count == 2 || parts.count == 3, parts.allSatisfy(Self.isName) else {
      throw Diagnostic(
        "expected a test as TARGET/NAME or TARGET/Suite/NAME, found '\(text)'", at: location)
    }
    target = parts[0]
    suite = parts.count == 3 ? parts[1] : nil
    name = parts[parts.count - 1]
    self.location = location
  }

  /// `text` cut at each `/`; an ASCII reference, as nearly all are, is cut on its bytes.
  private static func parts(of text: String) -> [String] {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
      return text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }
    return text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Whether `part` is a name: letters, digits and `_`, looked at as characters only when it
  /// is not made of ASCII ones.
  private static func isName(_ part: String) -> Bool {
    !part.isEmpty
      && (part.utf8.allSatisfy(\.isASCIIWordByte)
        || part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" })
  }

  /// Parses a comma-separated list of references, locating each one.
  static func parseList(_ field: RecordFile.Field) throws(Diagnostic) -> [TestReference] {
    var references: [TestReference] = []
    var offset = 0
    for item in field.value[...].split(atCharacter: UInt8(ascii: ","), omittingEmpty: false) {
      let leading = item.prefix(while: { $0 == " " }).utf8.count
      var location = field.valueLocation
      location.column += offset + leading
      references.append(try TestReference(parsing: item.trimmingSpaces, at: location))
      offset += item.utf8.count + 1
    }
    return references
  }
}
