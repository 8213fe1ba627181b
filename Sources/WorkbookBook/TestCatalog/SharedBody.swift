import WorkbookBase

/// The function a test forwards to when its whole body is one call, `Behaviour.name()`: tests
/// written once and run by several targets keep a one-line `@Test` in each, and a reader who
/// opens one must see the body that runs, not the forwarding line.
public struct SharedBody: Sendable, Hashable {
  /// How the test calls it, such as `Behaviour.countsUp`.
  public var call: String
  /// The file that declares it, relative to the book's root.
  public var path: String
  public var lines: ClosedRange<Int>
  /// The declaration's source, hidden lines left out, common indentation removed.
  public var source: String

  /// The name of the function `testSource`'s body forwards to, and the call as written, when
  /// the body is exactly one call without arguments (`try` and `await` allowed before it).
  static func forwardedCall(in testSource: String) -> (call: String, name: String)? {
    guard !spansLines(testSource) else { return nil }
    guard let open = testSource.firstIndex(of: "{"), let close = testSource.lastIndex(of: "}"),
      open < close
    else { return nil }
    var body = Substring(
      testSource[testSource.index(after: open)..<close].trimmingSpacesAndNewlines)
    for prefix in ["try ", "await "] where body.hasPrefix(prefix) {
      body = body.dropFirst(prefix.count).drop(while: { $0 == " " })
    }
    guard body.hasSuffix("()"), !body.contains(where: \.isNewline) else { return nil }
    let call = body.dropLast(2)
    let parts = call.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 2,
      parts.allSatisfy({ part in
        !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      })
    else { return nil }
    return (String(call), String(parts.last!))
  }
}

extension SharedBody {
  /// Whether the text between the first `{` and the last `}` of `testSource` has a line break
  /// between its first and last non-blank bytes: a body of more than one line, which forwards
  /// nothing. A byte scan that spares most tests the character-by-character reading.
  fileprivate static func spansLines(_ testSource: String) -> Bool {
    let bytes = testSource.utf8
    guard let open = bytes.firstIndex(of: UInt8(ascii: "{")),
      let close = bytes.lastIndex(of: UInt8(ascii: "}")), open < close
    else { return false }
    let body = bytes[bytes.index(after: open)..<close]
    // Text beyond ASCII at either end may be white space too: left to the careful reading.
    guard let first = body.firstIndex(where: { !$0.isASCIIWhitespace }),
      let last = body.lastIndex(where: { !$0.isASCIIWhitespace }),
      body[first] < 0x80, body[last] < 0x80
    else { return false }
    return body[first...last].contains(UInt8(ascii: "\n"))
  }
}

extension StringProtocol {
  /// The string without leading and trailing white space, newlines included.
  fileprivate var trimmingSpacesAndNewlines: Substring {
    let start = drop(while: \.isWhitespace)
    var end = start.endIndex
    while end > start.startIndex, start[start.index(before: end)].isWhitespace {
      end = start.index(before: end)
    }
    return Substring(start[..<end])
  }
}
