/// Text compared by its UTF-8 bytes rather than as Swift compares strings, where canonically
/// equivalent spellings (`é` as one scalar or as `e` and an accent) are equal: a key for what
/// must not be mixed up with its equivalent, such as a file name (Linux tells `Café.swift`'s two
/// spellings apart) or code whose exact bytes a page shows.
public struct ExactText: Hashable, Sendable {
  public let text: String

  public init(_ text: String) { self.text = text }

  public static func == (first: ExactText, second: ExactText) -> Bool {
    var first = first.text
    var second = second.text
    return first.withUTF8 { first in second.withUTF8 { first.hasSameBytes(as: $0) } }
  }

  public func hash(into hasher: inout Hasher) {
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
