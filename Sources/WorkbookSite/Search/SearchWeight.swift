import WorkbookBase

/// How strongly a term belongs to a section, the input the search page ranks by: a term of the
/// page's title outweighs a term of a section's heading, which outweighs the body's words, of
/// which each occurrence adds a little, up to a cap.
public enum SearchWeight {
  /// A term of the page's title, in the page's opening section.
  static let pageTitle = 20
  /// A term of the section's own heading.
  static let heading = 10
  /// A term of the page's title, in each later section of that page: enough for the section to
  /// match a query that names the chapter, far too little to rank it.
  static let pageTitleInSection = 1
  /// The most that repeats of a term in a section's text add.
  static let bodyCap = 5
  /// A heading of more words than this is a sentence (each claim of the claims appendix is one):
  /// its terms weigh as the text's, so a claim that names a class does not outrank the chapter
  /// that explains it.
  static let longestHeading = 8

  /// Whether `heading` is too long to weigh as a heading: whether it has more words than
  /// ``longestHeading`` between the spaces that are characters of their own (as
  /// `heading.split(separator: " ")` counts them), counted on its bytes.
  static func isSentence(_ heading: String) -> Bool {
    let text = Substring(heading)
    var words = 0
    var inWord = false
    for (offset, byte) in heading.utf8.enumerated() {
      if byte == UInt8(ascii: " "), text.isCharacter(atByte: offset) {
        inWord = false
      } else if !inWord {
        inWord = true
        words += 1
        if words > longestHeading { return true }
      }
    }
    return false
  }

  /// The weight of a term in a section, from where it appears and how often the text has it.
  static func of(
    inPageTitle: Bool, inHeading: Bool, isOpeningSection: Bool, bodyCount: Int
  ) -> Int {
    var weight = min(bodyCount, bodyCap)
    if inPageTitle { weight += isOpeningSection ? pageTitle : pageTitleInSection }
    if inHeading { weight += heading }
    return weight
  }
}
