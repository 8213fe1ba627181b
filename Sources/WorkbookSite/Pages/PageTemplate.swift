import WorkbookBase

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The HTML template, `site/theme/page.html`, with `{{name}}` slots the generator fills.
///
/// Every slot the template uses must be one the generator knows; each is filled with text, which
/// is escaped, or with markup an ``HTMLWriter`` built. A slot `{{t:Some words}}` is the
/// template's own text, put in the language of the page (``UIText``) and escaped.
struct PageTemplate {
  static let slots: Set<String> = [
    "book-title", "page-title", "sidebar", "content", "on-page-toc", "previous", "next",
    "page-class", "lang", "root", "languages", "ui-script", "preview",
  ]

  /// The prefix of a slot holding the template's own words.
  static let textPrefix = "t:"

  private enum Piece {
    case text(String)
    case slot(String)
  }

  /// Where the template was read from, for errors.
  let path: String
  private let pieces: [Piece]
  /// How long the template's own markup is, to size a page's buffer once.
  private let markupLength: Int

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
    self.path = path
    self.pieces = pieces
    markupLength = pieces.reduce(0) { length, piece in
      guard case .text(let text) = piece else { return length }
      return length + text.utf8.count
    }
  }

  /// Whether the template has the slot `name`.
  func has(slot name: String) -> Bool {
    pieces.contains { piece in
      guard case .slot(let slot) = piece else { return false }
      return slot == name
    }
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

  /// The page: the template's own markup as it is, its words in the language of `ui`, and each
  /// slot filled with its value in `values` (nothing for a slot without one), as UTF-8.
  func fill(_ values: [String: HTMLWriter.Value], ui: UIText = .english) -> [UInt8] {
    var html = HTMLWriter()
    html.reserveCapacity(
      values.values.reduce(markupLength) { length, value in
        guard case .html(let fragment) = value else { return length }
        return length + fragment.bytes.count
      })
    for piece in pieces {
      switch piece {
      case .text(let text): html.raw(text)
      case .slot(let name):
        if name.hasPrefix(Self.textPrefix) {
          html.text(ui(String(name.dropFirst(Self.textPrefix.count))))
        } else {
          switch values[name] {
          case .text(let text): html.text(text)
          case .code(let code): html.element("code", text: code)
          case .html(let fragment): html.append(fragment)
          case nil: break
          }
        }
      }
    }
    return html.bytes
  }
}
