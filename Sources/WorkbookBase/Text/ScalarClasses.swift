extension Unicode.Scalar {
  /// An uppercase letter of any script; ASCII is decided without a Unicode property lookup, as
  /// for ``isLowercaseLetter`` and ``isDigitOfAnyScript``, since nearly every scalar of a book
  /// is ASCII.
  @inlinable public var isUppercaseLetter: Bool {
    isASCII ? (0x41...0x5A).contains(value) : properties.isUppercase
  }

  /// A lowercase letter of any script.
  @inlinable public var isLowercaseLetter: Bool {
    isASCII ? (0x61...0x7A).contains(value) : properties.isLowercase
  }

  /// A digit or other number of any script (`4`, `٤`, `Ⅳ`).
  @inlinable public var isDigitOfAnyScript: Bool {
    isASCII ? (0x30...0x39).contains(value) : properties.numericType != nil
  }

  /// A combining mark (`◌́` in a decomposed `é`): it belongs to the letter before it.
  @inlinable public var isMark: Bool {
    guard !isASCII else { return false }
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }
}

extension Collection where Element == Unicode.Scalar, Index == Int {
  /// The scalar before `index` that is not a combining mark: the letter a decomposed
  /// character is built on, which decides case at a camel-case hump. Nil at the start.
  @inlinable public func letter(before index: Int) -> Unicode.Scalar? {
    var position = index - 1
    while position >= startIndex, self[position].isMark { position -= 1 }
    return position >= startIndex ? self[position] : nil
  }
}
