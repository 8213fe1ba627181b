import WorkbookBase

/// Ordering and telling apart terms as Swift does with strings (by their Unicode scalars in
/// canonical composed form, NFC) without normalizing them: text made only of scalars that are
/// their own NFC and never compose with a neighbour is already in that form, so for it the order
/// is the order of its UTF-8 bytes, and two different spellings are two different terms.
enum NFCText {
  /// Whether every scalar of the text whose UTF-8 bytes are `bytes` is one that NFC leaves
  /// alone whatever surrounds it: everything below the combining diacritics (U+0300), and Han
  /// and kana without their combining sound marks. Other text may be NFC too; it is compared
  /// the slow way.
  static func isKnownNFC(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte >= 0x80 else {
        index += 1
        continue
      }
      let length = Unicode.UTF8.length(startingWith: byte)
      guard isKnownNFC(Unicode.UTF8.scalar(in: bytes, at: index, length: length)) else {
        return false
      }
      index += length
    }
    return true
  }

  private static func isKnownNFC(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0...0x2FF, 0x3005...0x3007, 0x3041...0x3096, 0x309B...0x30FF, 0x31F0...0x31FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF:
      return true
    default:
      return false
    }
  }
}
