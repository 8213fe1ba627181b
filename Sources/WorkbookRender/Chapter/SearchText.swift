import WorkbookBase

/// Builds a section's search text as UTF-8 bytes, collapsing each run of white space to a space.
struct SearchText {
  private var bytes: [UInt8] = []
  private var pendingSpace = false

  /// Appends `text`, copying each run between white space whole; a lone space between two bytes
  /// that are not white space, as between most words, stays in its run, as it would be written
  /// anyway.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { append(bytes: $0) }
  }

  /// Appends `input`, UTF-8 but for bytes ``finish()`` repairs (see
  /// ``MarkdownNode/withLiteralBytes(_:)``).
  mutating func append(bytes input: UnsafeBufferPointer<UInt8>) {
    var index = 0
    while index < input.count {
      guard !input[index].isASCIIWhitespace else {
        pendingSpace = !bytes.isEmpty
        index += 1
        continue
      }
      var end = index + 1
      while end < input.count {
        if !input[end].isASCIIWhitespace {
          end += 1
        } else if input[end] == 0x20, end + 1 < input.count, !input[end + 1].isASCIIWhitespace {
          end += 2
        } else {
          break
        }
      }
      if pendingSpace { bytes.append(0x20) }
      pendingSpace = false
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[index..<end]))
      index = end
    }
  }

  /// The text so far, which is then cleared.
  mutating func finish() -> String {
    defer {
      bytes.removeAll(keepingCapacity: true)
      pendingSpace = false
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
