/// A run of a text that ``HTMLWriter/spans(of:_:)`` writes: its UTF-8 bytes, and the class of
/// the `<span>` around it, or nil for a run written as plain text.
public struct HTMLSpan: Sendable {
  public var bytes: Range<Int>
  public var cssClass: StaticString?

  public init(bytes: Range<Int>, cssClass: StaticString?) {
    self.bytes = bytes
    self.cssClass = cssClass
  }
}

extension HTMLWriter {
  /// `text` cut into `runs`, each escaped and, where it has a class, wrapped in
  /// `<span class="…">`: a highlighted listing. The runs follow one another from the first byte
  /// to the last and cut the text only between characters (a run that ends inside a scalar
  /// traps). A class is a literal, written as it is.
  public mutating func spans(of text: String, _ runs: [HTMLSpan]) {
    var text = text
    text.withUTF8 { source in
      var end = 0
      for run in runs {
        // Each run starts where the last ended and ends before a scalar's first byte (never a
        // continuation byte, 0x80–0xBF), so the spans put around runs keep the text UTF-8.
        precondition(run.bytes.lowerBound == end && run.bytes.upperBound <= source.count)
        precondition(
          run.bytes.upperBound == source.count || source[run.bytes.upperBound] & 0xC0 != 0x80)
        end = run.bytes.upperBound
        if let cssClass = run.cssClass {
          append("<span class=\"")
          append(cssClass)
          append("\">")
        }
        for byte in source[run.bytes] {
          if let entity = HTML.entity(for: byte) {
            append(entity)
          } else {
            bytes.append(byte)
          }
        }
        if run.cssClass != nil { append("</span>") }
      }
      precondition(end == source.count, "the runs end before the text")
    }
  }
}
