#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// ``Swift/Array/dedented`` read on the bytes: lines cut at each `\n` of `text`, the indentation
/// every non-blank line shares removed, blank lines emptied, and the lines joined by `\n` again.
public enum DedentedBytes {
  /// The UTF-8 text `text` dedented as `String.lines.dedented.joined(separator: "\n")` would,
  /// or nil when a line's first byte beyond its blanks is not ASCII: a mark there could join
  /// the last blank, which only a reading by characters can tell, so the caller reads it so.
  public static func dedented(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    // Each line as its start, its end (before the newline) and its indentation, nil if blank.
    var lines: [(start: Int, end: Int, indent: Int?)] = []
    var common = Int.max
    var start = 0
    while start <= text.count {
      // The line's end: the next newline, found by `memchr`, or the text's end.
      var end = text.count
      if start < text.count, let base = text.baseAddress,
        let newline = memchr(base + start, 0x0A, text.count - start)
      {
        end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
      }
      var blank = start
      while blank < end, text[blank] == UInt8(ascii: " ") || text[blank] == UInt8(ascii: "\t") {
        blank += 1
      }
      if blank == end {
        lines.append((start, end, nil))
      } else {
        guard text[blank] < 0x80 else { return nil }
        lines.append((start, end, blank - start))
        common = min(common, blank - start)
      }
      start = end + 1
    }
    var output: [UInt8] = []
    output.reserveCapacity(text.count)
    for (number, line) in lines.enumerated() {
      if number > 0 { output.append(UInt8(ascii: "\n")) }
      guard line.indent != nil else { continue }
      output.append(
        contentsOf: UnsafeBufferPointer(rebasing: text[(line.start + common)..<line.end]))
    }
    return output
  }
}
