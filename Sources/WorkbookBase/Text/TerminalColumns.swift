/// How many columns of a terminal text takes: a wide character (East Asian Width `W` or `F`:
/// Han, kana, Hangul, fullwidth forms, most emoji) takes two, a combining mark or a zero-width
/// character none, any other one. A character whose width is ambiguous (`·`, `—`) counts as one,
/// as terminals outside East Asian locales draw it. A control character counts none, the tab
/// among them: its width depends on where it stands, so text that holds tabs is measured once
/// they are expanded (``expandingTabs(every:)``).
extension String {
  public var terminalColumns: Int {
    reduce(0) { $0 + $1.terminalColumns }
  }

  /// The longest start of the text that fits in `columns`, never splitting a character.
  public func prefix(columns: Int) -> Substring {
    var used = 0
    var end = startIndex
    for index in indices {
      used += self[index].terminalColumns
      guard used <= columns else { break }
      end = self.index(after: index)
    }
    return self[..<end]
  }

  /// The text with spaces after it up to `columns`, so that what follows starts in the same
  /// column on every line, whatever the text's script.
  public func padded(toColumns columns: Int) -> String {
    self + String(repeating: " ", count: max(0, columns - terminalColumns))
  }

  /// The text with each tab replaced by spaces up to the next tab stop, one every `stop`
  /// columns counted as a terminal counts them: a line a caret is drawn under, expanded in both
  /// lines alike, as LLVM's `SourceMgr` (whose tab stop is eight) expands a source line for
  /// clang's and swiftc's diagnostics.
  public func expandingTabs(every stop: Int = 8) -> String {
    guard contains("\t") else { return self }
    var expanded = ""
    var column = 0
    for character in self {
      if character == "\t" {
        let spaces = stop - column % stop
        expanded += String(repeating: " ", count: spaces)
        column += spaces
      } else {
        expanded.append(character)
        column += character.terminalColumns
      }
    }
    return expanded
  }

  /// The text cut to `columns`, ending in `…` when it had to be cut.
  public func truncated(toColumns columns: Int) -> String {
    guard terminalColumns > columns else { return self }
    return String(prefix(columns: max(0, columns - 1))) + "…"
  }
}

extension Character {
  /// The columns a terminal gives this character (see ``Swift/String/terminalColumns``): the
  /// widest of its scalars, so that a base letter with its marks takes the base's width.
  public var terminalColumns: Int {
    unicodeScalars.reduce(0) { Swift.max($0, $1.terminalColumns) }
  }
}

extension Unicode.Scalar {
  /// Two for East Asian Wide and Fullwidth scalars, none for marks and zero-width ones, else one.
  var terminalColumns: Int {
    if isASCII { return value < 0x20 || value == 0x7F ? 0 : 1 }
    if isMark || (0x200B...0x200F).contains(value) || value == 0xFEFF { return 0 }
    return Self.wideRanges.contains { $0.contains(value) } ? 2 : 1
  }

  /// Unicode's East Asian Width `W` and `F` ranges, as terminals' `wcwidth` takes them.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
    0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693,
    0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
    0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA,
    0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
    0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0,
    0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x2E80...0x303E,  // CJK radicals, ideographic punctuation
    0x3041...0x33FF,  // kana, bopomofo, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical and small forms
    0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
    0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,  // Tangut, kana supplement
    0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
    0x1F200...0x1F251, 0x1F300...0x1F64F,  // emoji and symbols drawn wide
    0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and beyond
  ]
}
