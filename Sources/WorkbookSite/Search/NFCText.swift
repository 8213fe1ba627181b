/// Ordering terms as Swift orders strings (by their Unicode scalars in canonical composed form,
/// NFC) without normalizing them on every comparison: text made only of scalars that are their
/// own NFC and never compose with a neighbour is already in that form, and for it the order is
/// the order of its UTF-8 bytes.
enum NFCText {
  /// Whether every scalar of `text` is one that NFC leaves alone whatever surrounds it:
  /// everything below the combining diacritics (U+0300), and Han and kana without their
  /// combining sound marks. Other text may be NFC too; it is compared the slow way.
  static func isKnownNFC(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      switch scalar.value {
      case 0...0x2FF, 0x3005...0x3007, 0x3041...0x3096, 0x309B...0x30FF, 0x31F0...0x31FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF:
        return true
      default:
        return false
      }
    }
  }
}
