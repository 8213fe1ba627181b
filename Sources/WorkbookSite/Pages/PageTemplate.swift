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

  /// The template for the pages of one language: its own words in the language of `ui`, and
  /// each slot that is the same on every page filled with its value in `values` (nothing for
  /// a slot without one), leaving the slots a ``PageFrame`` fills page by page.
  func frame(filling values: [String: HTMLWriter.Value], ui: UIText) -> PageFrame {
    var runs: [HTMLFragment] = []
    var slots: [PageFrame.Slot] = []
    var html = HTMLWriter()
    for piece in pieces {
      switch piece {
      case .text(let text): html.raw(text)
      case .slot(let name):
        if name.hasPrefix(Self.textPrefix) {
          html.text(ui(String(name.dropFirst(Self.textPrefix.count))))
        } else if let slot = PageFrame.Slot(rawValue: name) {
          runs.append(html.fragment)
          slots.append(slot)
          html = HTMLWriter()
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
    runs.append(html.fragment)
    return PageFrame(runs: runs, slots: slots)
  }
}
