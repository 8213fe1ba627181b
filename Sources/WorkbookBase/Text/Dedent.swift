extension Array<Substring> {
  /// The lines without the indentation every non-blank line shares: leading spaces and tabs,
  /// counted in characters, so a space that a combining mark joins is text, not indentation.
  /// Each line is read only as far as its indentation goes; a blank line becomes empty.
  public var dedented: [Substring] {
    let indents = map { line -> Int? in
      let indent = line.prefix(while: { $0 == " " || $0 == "\t" })
      return indent.endIndex == line.endIndex ? nil : indent.count
    }
    let common = indents.lazy.compactMap { $0 }.min() ?? 0
    return zip(self, indents).map { line, indent in indent == nil ? "" : line.dropFirst(common) }
  }
}
