import WorkbookBase

/// Whether the message of an issue XCTest printed goes on past the lines read so far.
///
/// XCTest prints an issue's description as it is, line breaks and all (swift-corelibs-xctest's
/// `PrintObserver`: `FILE:LINE: error: TEST : DESCRIPTION`; Apple's XCTest alike), and nothing
/// tells the description's next lines from what the test prints after it or a crash's report.
/// So a description goes on only where XCTest's own format says more must come: its assertions
/// quote each value they show (`XCTAssert.swift`), either as `("A") is not equal to ("B")`, the
/// comparisons' form (`+/- ("accuracy")` after it for the approximate ones), or as `"A"`
/// (`XCTAssertNil`'s value, a thrown error, `XCTUnwrap`'s type), and a value with a line break
/// (two multi-line strings compared) goes on until the line that closes it. The message after
/// the values (` - MESSAGE`, the test's own words) may go on over lines too (a diff a helper
/// passes to `XCTFail`), and nothing tells its next lines from what the test prints after it: so
/// when it is not empty, it takes the following lines up to XCTest's next record or a crash's
/// report.
enum XCTestMessage {
  /// Whether `message`, the lines of one description read so far joined by line breaks, stops
  /// inside a value XCTest quoted.
  static func continues(_ message: String) -> Bool {
    var details = Substring(message)
    if details.hasPrefix("XCT"), let space = details.firstIndex(of: " ") {
      details = details[details.index(after: space)...]
    }
    if details.hasPrefix("failed: (\"") {
      return !comparisonEnds(details.dropFirst("failed: ".count))
    }
    for opening in quotedValueOpenings where details.hasPrefix(opening) {
      return !valueEnds(details.dropFirst(opening.count), closing: "\"")
    }
    return false
  }

  /// Whether `message`, whose quoted values are closed, ends in words of the test's own: a
  /// ` - ` after the last quote, followed by text (`XCTFail()` leaves ` - ` with nothing after).
  static func endsInOwnWords(_ message: String) -> Bool {
    let afterValues =
      message.lastIndex(of: "\"").map { message[message.index(after: $0)...] } ?? message[...]
    guard let dash = afterValues.firstRange(of: " - ") else { return false }
    return !afterValues[dash.upperBound...].isEmpty
  }

  /// How a description that shows one quoted value starts, up to the value's opening quote.
  private static let quotedValueOpenings = [
    "failed: \"", "failed: threw error \"", "failed: expected non-nil value of type \"",
    "threw error \"",
  ]

  /// Whether `("A") RELATION ("B")` is whole: its second value closed by `")` at the end of the
  /// text or before ` - ` or ` +/- ` (every relation XCTest prints starts with `is `).
  private static func comparisonEnds(_ comparison: Substring) -> Bool {
    guard let relation = comparison.firstRange(of: "\") is "),
      let second = comparison[relation.upperBound...].firstRange(of: "(\"")
    else { return false }
    return valueEnds(comparison[second.upperBound...], closing: "\")")
  }

  /// Whether a value, from just after its opening quote, is closed: `closing` at the end of
  /// the text or before what XCTest prints after a value (` - MESSAGE`, ` +/- ("accuracy")`).
  private static func valueEnds(_ value: Substring, closing: String) -> Bool {
    value.ranges(of: closing).contains { range in
      let after = value[range.upperBound...]
      return after.isEmpty || after.hasPrefix(" - ") || after.hasPrefix(" +/- ")
    }
  }
}
