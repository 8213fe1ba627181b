import Testing

@testable import WorkbookRender

/// Text read from cmark's literals as bytes reads as the literals made into strings one by one:
/// cmark's lone 0xFE and 0xFF (for `&#xFFFE;`, `&#xFFFF;`) become U+FFFD either way.
@Suite struct LiteralBytesTests {
  /// Markdown made of pieces that give text, code spans, breaks, entities, the lone bytes and
  /// characters beyond ASCII, joined in every order up to three at a time.
  static let documents: [String] = {
    let pieces = [
      "a", "`c d`", "&#xFFFE;", "&#xFFFF;", "&amp;", "é", "e\u{301}", "观 察", " ", "\n", "*x*",
      "[l](u)", "\t",
    ]
    var inputs: [String] = [""]
    for _ in 0..<3 { inputs += inputs.flatMap { input in pieces.map { input + $0 } } }
    return Array(Set(inputs))
  }()

  /// The old reading: each literal made a string, then joined.
  static func joinedLiterals(of node: MarkdownNode) -> String {
    var text = ""
    node.walk { node, entering in
      guard entering else { return }
      switch node.kind {
      case .text, .code, .codeBlock: text += node.literal
      case .softBreak, .lineBreak: text += " "
      default: break
      }
    }
    return text
  }

  @Test func plainTextReadsAsItsLiteralsJoined() {
    for markdown in Self.documents {
      let document = MarkdownDocument(parsing: markdown)
      for node in document.allNodes() {
        #expect(
          Array(node.plainText.utf8) == Array(Self.joinedLiterals(of: node).utf8), "\(markdown)")
      }
    }
  }

  @Test func searchTextFromLiteralBytesReadsAsFromTheirStrings() {
    for markdown in Self.documents {
      let document = MarkdownDocument(parsing: markdown)
      var fromBytes = SearchText()
      var fromStrings = SearchText()
      for node in document.allNodes() where node.kind == .text || node.kind == .code {
        node.withLiteralBytes { fromBytes.append(bytes: $0) }
        fromStrings.append(node.literal)
      }
      #expect(
        Array(fromBytes.finish().utf8) == Array(fromStrings.finish().utf8), "\(markdown)")
    }
  }
}
