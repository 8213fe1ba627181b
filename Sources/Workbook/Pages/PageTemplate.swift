#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The HTML template, `site/theme/page.html`, with `{{name}}` slots the generator fills.
///
/// Every slot the template uses must be one the generator knows, and the values given are HTML
/// the generator already escaped. A slot `{{t:Some words}}` is the template's own text, put in
/// the language of the page (``UIText``) and escaped.
struct PageTemplate {
  static let slots: Set<String> = [
    "book-title", "page-title", "sidebar", "content", "on-page-toc", "previous", "next",
    "page-class", "lang", "root", "languages", "ui-script",
  ]

  /// The prefix of a slot holding the template's own words.
  static let textPrefix = "t:"

  private enum Piece {
    case text(String)
    case slot(String)
  }

  private let pieces: [Piece]

  init(text: String, path: String) throws(Diagnostic) {
    var pieces: [Piece] = []
    var rest = text[...]
    while let open = rest.firstRange(of: "{{") {
      pieces.append(.text(String(rest[..<open.lowerBound])))
      guard let close = rest[open.upperBound...].firstRange(of: "}}") else {
        throw Diagnostic(
          "unterminated '{{' in the page template", at: .init(path: path, line: 1, column: 1))
      }
      let name = String(rest[open.upperBound..<close.lowerBound])
      guard Self.slots.contains(name) || name.hasPrefix(Self.textPrefix) else {
        let line = text[..<open.lowerBound].filter { $0 == "\n" }.count + 1
        throw Diagnostic(
          "unknown template slot '{{\(name)}}'", at: .init(path: path, line: line, column: 1))
      }
      pieces.append(.slot(name))
      rest = rest[close.upperBound...]
    }
    pieces.append(.text(String(rest)))
    self.pieces = pieces
  }

  /// The template's own words (`{{t:…}}`), in order, each once: messages for the site's
  /// translations.
  var texts: [String] {
    var seen: Set<String> = []
    return pieces.compactMap { piece in
      guard case .slot(let name) = piece, name.hasPrefix(Self.textPrefix) else { return nil }
      let text = String(name.dropFirst(Self.textPrefix.count))
      return seen.insert(text).inserted ? text : nil
    }
  }

  func fill(_ values: [String: String], ui: UIText = .english) -> String {
    var output = ""
    for piece in pieces {
      switch piece {
      case .text(let text): output += text
      case .slot(let name):
        if name.hasPrefix(Self.textPrefix) {
          output += HTML.escape(ui(String(name.dropFirst(Self.textPrefix.count))))
        } else {
          output += values[name] ?? ""
        }
      }
    }
    return output
  }
}
