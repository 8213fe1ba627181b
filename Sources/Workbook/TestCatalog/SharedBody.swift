/// The function a test forwards to when its whole body is one call, `Behaviour.name()`: tests
/// written once and run by several targets keep a one-line `@Test` in each, and a reader who
/// opens one must see the body that runs, not the forwarding line.
public struct SharedBody: Sendable, Hashable {
  /// How the test calls it, such as `Behaviour.theControllerHoldsItsObserverWeakly`.
  public var call: String
  /// The file that declares it, relative to the book's root.
  public var path: String
  public var lines: ClosedRange<Int>
  /// The declaration's source, hidden lines left out, common indentation removed.
  public var source: String

  /// The name of the function `testSource`'s body forwards to, and the call as written, when
  /// the body is exactly one call without arguments (`try` and `await` allowed before it).
  static func forwardedCall(in testSource: String) -> (call: String, name: String)? {
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
