import WorkbookBase

/// How long a page takes to read, by the rule the home page states: prose at 200 words a minute,
/// and three quarters of a minute for each listing or test shown in full.
///
/// Measured on the Markdown alone, before any page renders, so that the home page's route table
/// can show every chapter's time and `reading-minutes-per-chapter` can be checked in one place.
/// A listing is a fenced or indented code block, or a directive that shows one (`{{#include}}`,
/// `{{#test}}`); prose is every other word of text, in paragraphs, headings, lists and tables
/// alike, plus the words a directive puts on the page for the reader to read (a claim's
/// statement, an exercise's task). What a directive adds, its renderer says. A word is a run of
/// characters between white space that holds a letter or a digit, so a table's `|` is none.
public struct ReadingTime: Sendable, Hashable {
  /// Words of prose.
  public var words: Int
  /// Listings and tests shown in full.
  public var listings: Int

  public init(words: Int, listings: Int) {
    self.words = words
    self.listings = listings
  }

  /// No words and no listings.
  public static let zero = ReadingTime(words: 0, listings: 0)

  /// Adds `more`'s words and listings to `time`'s.
  public static func += (time: inout ReadingTime, more: ReadingTime) {
    time.words += more.words
    time.listings += more.listings
  }

  /// Whole minutes, rounded up: `words / 200 + 0.75 × listings`.
  public var minutes: Int {
    // In quarters of a minute, to stay in whole numbers: words / 50 quarters, 3 per listing.
    let quarters = (words + 49) / 50 + 3 * listings
    return (quarters + 3) / 4
  }

  /// The words in `text`: runs between white space that hold a letter or a digit.
  public static func wordCount(_ text: String) -> Int {
    if let count = asciiWordCount(text) { return count }
    return text.split(whereSeparator: \.isWhitespace).count { run in
      run.contains { $0.isLetter || $0.isNumber }
    }
  }

  /// ``wordCount(_:)`` byte by byte when the text is ASCII but for typographic punctuation
  /// (curly quotes, dashes, the ellipsis), where a byte or a punctuation mark is a character of
  /// its own and the same classes decide (white space is tab to carriage return and space; the
  /// punctuation is neither space, letter nor digit); nil otherwise.
  private static func asciiWordCount(_ text: String) -> Int? {
    var text = text
    return text.withUTF8 { bytes -> Int? in
      var count = 0
      var inRun = false
      var runHasWord = false
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte >= 0x80 {
          let length = Unicode.UTF8.length(startingWith: byte)
          guard index + length <= bytes.count,
            isPunctuationAlone(Unicode.UTF8.scalar(in: bytes, at: index, length: length))
          else { return nil }
          inRun = true
          index += length
          continue
        }
        if byte == 0x20 || (0x09...0x0D).contains(byte) {
          if runHasWord { count += 1 }
          inRun = false
          runHasWord = false
        } else {
          inRun = true
          if byte.isASCIILetter || byte.isASCIIDigit { runHasWord = true }
        }
        index += 1
      }
      if inRun, runHasWord { count += 1 }
      return count
    }
  }

  /// General punctuation (U+2010–U+2027, U+2030–U+205E): no white space, letter or digit, and
  /// no mark that joins a neighbour.
  private static func isPunctuationAlone(_ scalar: Unicode.Scalar) -> Bool {
    (0x2010...0x2027).contains(scalar.value) || (0x2030...0x205E).contains(scalar.value)
  }
}
