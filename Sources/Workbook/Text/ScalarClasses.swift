extension Unicode.Scalar {
  /// An uppercase letter of any script; ASCII is decided without a Unicode property lookup, as
  /// for ``isLowercaseLetter`` and ``isDigitOfAnyScript``, since nearly every scalar of a book
  /// is ASCII.
  var isUppercaseLetter: Bool {
    isASCII ? (0x41...0x5A).contains(value) : properties.isUppercase
  }

  /// A lowercase letter of any script.
  var isLowercaseLetter: Bool {
    isASCII ? (0x61...0x7A).contains(value) : properties.isLowercase
  }

  /// A digit or other number of any script (`4`, `٤`, `Ⅳ`).
  var isDigitOfAnyScript: Bool {
    isASCII ? (0x30...0x39).contains(value) : properties.numericType != nil
  }
}
