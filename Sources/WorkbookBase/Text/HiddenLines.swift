extension Array<Substring> {
  /// The lines without those a listing keeps compiled but off the page: everything from a line
  /// that is only `// snippet.hide` to the next line that is only `// snippet.show` (or to the
  /// end), markers included, as DocC's snippets mark them. Instrumentation and test seams stay
  /// in the file and out of the reader's way.
  public var withoutHiddenLines: [Substring] { visibleOffsets.map { self[$0] } }

  /// The offsets of the lines ``withoutHiddenLines`` keeps, in order.
  public var visibleOffsets: [Int] {
    var shown: [Int] = []
    var hiding = false
    for (offset, line) in enumerated() {
      switch Self.marker(line) {
      case .hide: hiding = true
      case .show: hiding = false
      case nil: if !hiding { shown.append(offset) }
      }
    }
    return shown
  }

  private enum Marker { case hide, show }

  /// The marker `line` is, between spaces and tabs. Compared on the bytes: the marker and the
  /// blanks are ASCII, and a mark that joins a blank or the marker's last letter is a byte that
  /// is neither, so such a line is no marker, as when compared by characters.
  private static func marker(_ line: Substring) -> Marker? {
    let bytes = line.utf8
    guard let first = bytes.firstIndex(where: { !$0.isSpaceOrTab }),
      let last = bytes.lastIndex(where: { !$0.isSpaceOrTab })
    else { return nil }
    let trimmed = bytes[first...last]
    if trimmed.elementsEqual("// snippet.hide".utf8) { return .hide }
    if trimmed.elementsEqual("// snippet.show".utf8) { return .show }
    return nil
  }
}
