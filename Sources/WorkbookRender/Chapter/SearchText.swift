import WorkbookBase

/// Builds a section's search text as UTF-8 bytes, collapsing each run of white space to a space.
struct SearchText {
  private var bytes: [UInt8] = []
  private var pendingSpace = false

  /// Appends `text`, copying each run between white space whole.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { input in
      var index = 0
      while index < input.count {
        guard !input[index].isASCIIWhitespace else {
          pendingSpace = !bytes.isEmpty
          index += 1
          continue
        }
        var end = index + 1
        while end < input.count, !input[end].isASCIIWhitespace { end += 1 }
        if pendingSpace { bytes.append(0x20) }
        pendingSpace = false
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[index..<end]))
        index = end
      }
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
