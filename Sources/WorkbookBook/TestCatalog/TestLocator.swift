import WorkbookBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the `@Test` functions in one Swift file using ``SwiftLexer`` tokens, so that braces and
/// parentheses inside strings and comments never confuse it.
///
/// It understands attributes with arguments spread over several lines (`@Test("name",
/// .tags(…))`), other attributes and modifiers between `@Test` and `func`, and tests nested in
/// `struct`, `class`, `enum`, `actor` or `extension` suites.
enum TestLocator {
  static func tests(in source: String, path: String, target: String) -> [TestDefinition] {
    let bytes = Array(source.utf8)
    let significant = SwiftLexer().significantTokens(in: bytes)
    let text = TokenText(bytes: bytes)
    let lines = LineTable(bytes)

    var found: [TestDefinition] = []
    var scopes = TypeScopes()
    var index = 0
    while index < significant.count {
      let token = significant[index]
      if token.kind == .attribute, text.spells(token, "@Test"),
        let test = testDeclaration(from: index, significant, text: text)
      {
        let start = token.range.lowerBound
        let end = significant[test.closingBrace].range.upperBound
        let firstLine = lines.line(of: start)
        let lastLine = lines.line(of: end - 1)
        found.append(
          TestDefinition(
            target: target,
            suites: scopes.names,
            name: test.name,
            path: path,
            lines: firstLine...lastLine,
            source: lines.shownSource(of: bytes, lines: firstLine...lastLine),
            displayName: test.displayName))
        index = test.closingBrace + 1
        continue
      }
      scopes.read(index, in: significant, text: text)
      index += 1
    }
    return found
  }

  /// Every function with a body in `source` that is not a test: where the shared bodies of
  /// forwarding tests (``SharedBody``) are found.
  static func helperFunctions(in source: String, path: String) -> [(name: String, body: SharedBody)]
  {
    let bytes = Array(source.utf8)
    let significant = SwiftLexer().significantTokens(in: bytes)
    let text = TokenText(bytes: bytes)
    let lines = LineTable(bytes)
    let testLines = tests(in: source, path: path, target: "").map(\.lines)
    var found: [(name: String, body: SharedBody)] = []
    for index in significant.indices
    where text.isKeyword(significant[index], "func") && index + 1 < significant.count {
      let firstLine = lines.line(of: significant[index].range.lowerBound)
      guard !testLines.contains(where: { $0.contains(firstLine) }) else { continue }
      var cursor = index + 2
      var parenDepth = 0
      while cursor < significant.count {
        if text.isPunctuation(significant[cursor], "(") { parenDepth += 1 }
        if text.isPunctuation(significant[cursor], ")") { parenDepth -= 1 }
        if parenDepth == 0, text.isPunctuation(significant[cursor], "{") { break }
        if parenDepth == 0, text.isPunctuation(significant[cursor], "}") {
          cursor = significant.count
        }
        cursor += 1
      }
      guard cursor < significant.count,
        let close = text.closing(from: cursor, in: significant, open: "{", close: "}")
      else { continue }
      let lastLine = lines.line(of: significant[close].range.upperBound - 1)
      let name = text.string(significant[index + 1]).filter { $0 != "`" }
      found.append(
        (
          name,
          SharedBody(
            call: name, path: path, lines: firstLine...lastLine,
            source: lines.shownSource(of: bytes, lines: firstLine...lastLine))
        ))
    }
    return found
  }

  /// From an `@Test` token, the function's name and the index of its body's closing brace.
  private static func testDeclaration(
    from start: Int, _ tokens: [Token], text: TokenText
  ) -> (name: String, displayName: String?, closingBrace: Int)? {
    var index = start + 1
    var displayName: String?
    if index < tokens.count, text.isPunctuation(tokens[index], "(") {
      if index + 1 < tokens.count, tokens[index + 1].kind == .string {
        displayName = plainStringLiteral(text.string(tokens[index + 1]))
      }
      guard let close = text.closing(from: index, in: tokens, open: "(", close: ")") else {
        return nil
      }
      index = close + 1
    }
    while index < tokens.count, !text.isKeyword(tokens[index], "func") {
      if text.isPunctuation(tokens[index], "{") || text.isPunctuation(tokens[index], "}") {
        return nil
      }
      index += 1
    }
    guard index + 1 < tokens.count else { return nil }
    let written = text.string(tokens[index + 1])
    // Most names are written in ASCII without backticks, and filtering rebuilds the string; a
    // name beyond ASCII is filtered by characters (U+1FEF is canonically a backtick).
    let name =
      written.utf8.contains { $0 == UInt8(ascii: "`") || $0 >= 0x80 }
      ? written.filter { $0 != "`" } : written
    var parenDepth = 0
    index += 2
    while index < tokens.count {
      if text.isPunctuation(tokens[index], "(") { parenDepth += 1 }
      if text.isPunctuation(tokens[index], ")") { parenDepth -= 1 }
      if parenDepth == 0, text.isPunctuation(tokens[index], "{") {
        guard let close = text.closing(from: index, in: tokens, open: "{", close: "}") else {
          return nil
        }
        return (name, displayName, close)
      }
      index += 1
    }
    return nil
  }

  /// The text of a one-line string literal without escapes or interpolation, or nil.
  private static func plainStringLiteral(_ literal: String) -> String? {
    guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\""),
      !literal.hasPrefix("\"\"\"")
    else { return nil }
    let body = literal.dropFirst().dropLast()
    guard !body.isEmpty, !body.contains("\\") else { return nil }
    return String(body)
  }
}

/// Where each line of a byte buffer starts, to turn byte offsets into 1-based line numbers.
public struct LineTable {
  private let starts: [Int]
  private let count: Int

  public init(_ bytes: [UInt8]) {
    var starts = [0]
    // Each newline found by `memchr`, which reads many bytes a step.
    bytes.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count, let found = memchr(base + offset, 0x0A, bytes.count - offset) {
        offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        starts.append(offset)
      }
    }
    self.starts = starts
    self.count = bytes.count
  }

  public func line(of offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  func start(ofLine line: Int) -> Int { starts[line - 1] }

  /// The offset just past the line's last character, before its newline.
  func end(ofLine line: Int) -> Int { line < starts.count ? starts[line] - 1 : count }

  /// Whether `bytes` hold `snippet.`: each `.`, found by `memchr`, is checked for the seven
  /// bytes before it.
  private static func spellsSnippetMarker(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let marker = Array("snippet".utf8)
    var offset = 0
    while offset < bytes.count, let found = memchr(base + offset, 0x2E, bytes.count - offset) {
      let dot = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if dot >= marker.count, bytes[(dot - marker.count)..<dot].elementsEqual(marker) {
        return true
      }
      offset = dot + 1
    }
    return false
  }

  /// The text of `lines` of `bytes` as a page shows a declaration: hidden lines
  /// (`// snippet.hide`) left out, common indentation removed.
  func shownSource(of bytes: [UInt8], lines: ClosedRange<Int>) -> String {
    let range = start(ofLine: lines.lowerBound)..<end(ofLine: lines.upperBound)
    return bytes.withUnsafeBufferPointer { bytes in
      let shown = UnsafeBufferPointer(rebasing: bytes[range])
      // Only a line spelling `snippet.` can hide lines.
      let hidesLines = Self.spellsSnippetMarker(shown)
      // The common indentation removed on the bytes, unless a line's text starts beyond ASCII.
      if !hidesLines, let dedented = DedentedBytes.dedented(shown) {
        return String(decoding: dedented, as: UTF8.self)
      }
      let text = String(decoding: shown, as: UTF8.self)
      return hidesLines
        ? text.lines.withoutHiddenLines.dedented.joined(separator: "\n")
        : text.lines.dedented.joined(separator: "\n")
    }
  }
}
