import Testing

@testable import WorkbookBase
@testable import WorkbookSite

/// The link check's cut of a target into path and fragment, against the split by characters.
@Suite struct LinkCheckerTests {
  static let pieces = [
    "#", "#", "a", "page.html", "%23", "%C3%A9", "%zz", "é", "e\u{301}", "\u{301}", "\r", "\n",
    "\r\n", "简", "👩‍👩‍👧", "%",
  ]

  @Test func aTargetIsCutAsItsCharactersSplitAtTheFirstHash() {
    var numbers = SeededNumbers(seed: 26)
    for _ in 0..<4000 {
      var target = ""
      for _ in 0..<numbers.next(7) { target += Self.pieces[numbers.next(Self.pieces.count)] }
      let expected = target.split(separator: "#", maxSplits: 1).map {
        $0.percentDecoded ?? String($0)
      }
      #expect(LinkChecker.parts(of: target) == expected, "\(Array(target.unicodeScalars))")
    }
  }
}
