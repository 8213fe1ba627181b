/// Builds a section's search text as UTF-8 bytes, collapsing each run of white space to a space.
struct SearchText {
  private var bytes: [UInt8] = []
  private var pendingSpace = false

  mutating func append(_ text: String) {
    for byte in text.utf8 {
      if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
        pendingSpace = !bytes.isEmpty
      } else {
        if pendingSpace { bytes.append(0x20) }
        pendingSpace = false
        bytes.append(byte)
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
