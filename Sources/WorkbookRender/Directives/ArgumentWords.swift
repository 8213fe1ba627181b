import WorkbookBase

/// A directive's arguments split at spaces into words, where `"…"` keeps spaces in a word
/// (`title="A title"`, `"Sources/Core Types/A.swift"`, its quotes dropped), each with where its
/// text begins.
public enum ArgumentWords {
  struct Word: Equatable {
    var text: String
    var location: SourceLocation
  }

  /// The words of `text`, written at `location`; a quote left open is an error where it opens.
  /// Read byte by byte, a space or a quote counting only as a character of its own (one a mark
  /// joins is text), as when the text is read by characters: at once when the bytes beside it
  /// are ASCII, else as the text's character boundaries say.
  static func split(_ text: String, at location: SourceLocation) throws(Diagnostic) -> [Word] {
    let characters = text[...]
    var words: [Word] = []
    var openQuote: Int?
    func located(_ offset: Int) -> SourceLocation {
      var located = location
      located.column += offset
      return located
    }
    var text = text
    text.withUTF8 { bytes in
      func isLone(_ offset: Int) -> Bool { characters.isCharacter(atByte: offset, in: bytes) }
      var current: [UInt8] = []
      current.reserveCapacity(bytes.count)
      var start: Int?
      for (offset, byte) in bytes.enumerated() {
        if byte == UInt8(ascii: "\""), isLone(offset) {
          openQuote = openQuote == nil ? offset : nil
          start = start ?? offset + 1
        } else if byte == UInt8(ascii: " "), openQuote == nil, isLone(offset) {
          if let begun = start {
            words.append(
              Word(text: String(decoding: current, as: UTF8.self), location: located(begun)))
          }
          current.removeAll(keepingCapacity: true)
          start = nil
        } else {
          current.append(byte)
          start = start ?? offset
        }
      }
      if openQuote == nil, let begun = start {
        words.append(
          Word(text: String(decoding: current, as: UTF8.self), location: located(begun)))
      }
    }
    if let openQuote {
      throw Diagnostic(
        "unterminated quote in the directive's arguments", at: located(openQuote))
    }
    return words
  }

  /// `word` as it must be written in a directive to be read back as one word: in quotes when it
  /// holds a space.
  public static func written(_ word: String) -> String {
    word.contains(" ") ? "\"\(word)\"" : word
  }
}
