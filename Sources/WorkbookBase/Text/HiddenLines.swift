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
      var trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
      while let last = trimmed.last, last == " " || last == "\t" { trimmed = trimmed.dropLast() }
      switch trimmed {
      case "// snippet.hide": hiding = true
      case "// snippet.show": hiding = false
      default: if !hiding { shown.append(offset) }
      }
    }
    return shown
  }
}
