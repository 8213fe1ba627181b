import WorkbookBase

extension SearchIndex {
  /// The script of `search-index.js`, as UTF-8:
  ///
  ///     window.workbookSearchIndex = {"sections": [{"t": title, "u": url, "x": text}…],
  ///       "words": {term: [section, weight, section, weight…]…}, "names": {…the same…}};
  ///
  /// `words` holds the terms a query may reach by their start, `names` the whole identifiers it
  /// must name whole. Each section number is written as the step from the one before it in the
  /// list (the first from 0), which keeps most of them to one digit. Terms are sorted, so the
  /// file is the same for the same book.
  public func script() -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(sections.reduce(0) { $0 + $1.text.utf8.count } + 16 * terms.count)
    JSONText.raw("window.workbookSearchIndex = {\"sections\":[", into: &output)
    for (index, section) in sections.enumerated() {
      JSONText.raw(index > 0 ? ",{\"t\":" : "{\"t\":", into: &output)
      JSONText.string(section.title, into: &output)
      JSONText.raw(",\"u\":", into: &output)
      JSONText.string(section.url, into: &output)
      JSONText.raw(",\"x\":", into: &output)
      JSONText.string(section.text, into: &output)
      output.append(UInt8(ascii: "}"))
    }
    JSONText.raw("],\"words\":", into: &output)
    Self.write(terms.filter { !$0.isName }, into: &output)
    JSONText.raw(",\"names\":", into: &output)
    Self.write(terms.filter(\.isName), into: &output)
    JSONText.raw("};\n", into: &output)
    return output
  }

  private static func write(_ terms: [Term], into output: inout [UInt8]) {
    output.append(UInt8(ascii: "{"))
    for (index, term) in terms.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      // A term is letters, marks, digits and `_` (``SearchTokenizer``): nothing JSON escapes.
      output.append(UInt8(ascii: "\""))
      output.append(contentsOf: term.spelling.utf8)
      JSONText.raw("\":[", into: &output)
      var previous = 0
      for (position, posting) in term.postings.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        JSONText.number(posting.section - previous, into: &output)
        output.append(UInt8(ascii: ","))
        JSONText.number(posting.weight, into: &output)
        previous = posting.section
      }
      output.append(UInt8(ascii: "]"))
    }
    output.append(UInt8(ascii: "}"))
  }
}
