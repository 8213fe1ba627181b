extension Array<Substring> {
  /// The lines without the indentation every non-blank line shares: leading spaces and tabs,
  /// counted in characters, so a space that a combining mark joins is text, not indentation.
  /// Each line is read only as far as its indentation goes; a blank line becomes empty.
  public var dedented: [Substring] {
    let indents = map(Self.indentation)
    let common = indents.lazy.compactMap { $0 }.min() ?? 0
    // The common indentation is that many characters of one byte each on every line kept.
    return zip(self, indents).map { line, indent in
      indent == nil ? "" : Substring(line.utf8.dropFirst(common))
    }
  }

  /// How many spaces and tabs `line` starts with, nil when it holds nothing else. Counted on the
  /// bytes while the byte after them is ASCII, which starts a character of its own; beyond
  /// ASCII a mark could join the last blank, so the line is counted in characters.
  private static func indentation(_ line: Substring) -> Int? {
    let bytes = line.utf8
    guard
      let next = bytes.firstIndex(where: {
        $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t")
      })
    else { return nil }
    if bytes[next] < 0x80 { return bytes.distance(from: bytes.startIndex, to: next) }
    let indent = line.prefix(while: { $0 == " " || $0 == "\t" })
    return indent.endIndex == line.endIndex ? nil : indent.count
  }
}
