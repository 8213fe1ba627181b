import WorkbookBase
import WorkbookBook

/// Finds a chapter's ``TranslatableBlock``s by walking cmark's tree: every heading, every
/// paragraph that is neither a directive nor a table, and every cell of every table; a block
/// with no word to translate (only code, numbers or a link's address) is left out. The first
/// line of an admonition (`[!NOTE]`) stays out of its message, as the page shows it translated
/// by the site's own strings.
///
/// A block's evidence is what the directives next to it show: those just before and just after
/// it (with only other directives between), and, for a block inside a list or a quote, those
/// next to that list or quote, up to the top of the page. A heading has none: it names a topic.
public struct BlockExtractor {
  let source: SourceLines
  /// The fingerprint of what each directive shows, by the line it stands on (from rendering the
  /// chapter in English).
  let directiveEvidence: [Int: String]

  public init(source: SourceLines, directiveEvidence: [Int: String]) {
    self.source = source
    self.directiveEvidence = directiveEvidence
  }

  /// The blocks of the chapter `parsed`.
  public func blocks(in parsed: ParsedChapter) -> [TranslatableBlock] {
    var blocks: [TranslatableBlock] = []
    var besides: [MarkdownNode.ID: Beside] = [:]
    for node in parsed.allNodes() {
      switch node.kind {
      case .heading:
        let text = BlockText.heading(node, in: source, quoteDepth: quoteDepth(of: node))
        blocks.append(block(.heading, node, text: text, beside: Beside()))
      case .paragraph:
        if let line = source.directiveLine(of: node) {
          if let title = figureTitle(line, node) { blocks.append(title) }
          break
        }
        if let lines = source.tableLines(of: node) {
          blocks += cells(of: node, lines: lines, besides: &besides)
        } else {
          blocks.append(paragraph(node, besides: &besides))
        }
      default:
        break
      }
    }
    return blocks.filter { Self.hasWords($0.text) }
  }

  /// The title of the figure a directive line draws, if it gives one. A line without the bytes
  /// `title="` gives none (a directive's arguments are a piece of its line), and is not parsed.
  private func figureTitle(_ line: Substring, _ node: MarkdownNode) -> TranslatableBlock? {
    guard line.containsBytes(of: "title=\"") else { return nil }
    let start = source.location(line: node.startLine, column: node.startColumn)
    guard let directive = try? Directive.parse(line: line, at: start),
      let title = directive.figureTitle
    else { return nil }
    return block(.figureTitle, location: directive.location, text: title, beside: Beside())
  }

  private func paragraph(_ node: MarkdownNode, besides: inout [MarkdownNode.ID: Beside])
    -> TranslatableBlock
  {
    var first = node.startLine
    var kind = TranslatableBlock.Kind.paragraph
    if let parent = node.parent {
      if parent.kind == .item { kind = .listItem }
      if parent.kind == .blockQuote || (parent.kind == .item && quoteDepth(of: node) > 0) {
        kind = .quote
      }
      if parent.firstChild == node, AdmonitionMarker.kind(of: parent) != nil { first += 1 }
    }
    let text = BlockText.paragraph(
      lines: first, through: node.endLine, column: first == node.startLine ? node.startColumn : nil,
      quoteDepth: quoteDepth(of: node), in: source)
    return block(kind, node, text: text, beside: beside(node, besides: &besides))
  }

  /// One block per cell of a table; a table that does not parse has none (the English page
  /// reports it).
  private func cells(
    of node: MarkdownNode, lines: [Substring], besides: inout [MarkdownNode.ID: Beside]
  ) -> [TranslatableBlock] {
    guard let table = try? PipeTable(lines: lines) else { return [] }
    let beside = beside(node, besides: &besides)
    return ([table.header] + table.body).flatMap { row in
      row.cells.map { cell in
        let location = source.location(
          line: node.startLine + row.line - 1, column: node.startColumn + cell.column - 1)
        return block(.tableCell, location: location, text: cell.text, beside: beside)
      }
    }
  }

  private func block(
    _ kind: TranslatableBlock.Kind, _ node: MarkdownNode, text: String, beside: Beside
  ) -> TranslatableBlock {
    block(
      kind, location: source.location(line: node.startLine, column: node.startColumn), text: text,
      beside: beside)
  }

  private func block(
    _ kind: TranslatableBlock.Kind, location: SourceLocation, text: String, beside: Beside
  ) -> TranslatableBlock {
    TranslatableBlock(
      kind: kind, location: location, text: text, beside: beside.lines, evidence: beside.evidence)
  }

  /// The directives next to a node and next to each list or quote around it, nearest first:
  /// each as written, and the fingerprint of their lines and what they show (nil when none).
  private struct Beside {
    var lines: [String] = []
    /// Each directive's line and what it shows, the text the fingerprint is made of.
    var shown: [String] = []
    var evidence: String?
  }

  /// The directives next to `node` and next to each list or quote around it, nearest first.
  /// Those around a list or quote are found once for all its blocks (`besides`, by node).
  private func beside(_ node: MarkdownNode, besides: inout [MarkdownNode.ID: Beside]) -> Beside {
    guard node.kind != .document else { return Beside() }
    if let known = besides[node.id] { return known }
    let own =
      run(from: node, step: { $0.previous }).reversed() + run(from: node, step: { $0.next })
    let outer = node.parent.map { beside($0, besides: &besides) } ?? Beside()
    var found = outer
    if !own.isEmpty {
      found.lines = own.map(\.line) + outer.lines
      found.shown = own.map { $0.line + "\n" + $0.evidence } + outer.shown
      found.evidence = SourceHash.of(text: found.shown.joined(separator: "\n"))
    }
    besides[node.id] = found
    return found
  }

  /// The directives standing one after another from `node` in the direction of `step`.
  private func run(from node: MarkdownNode, step: (MarkdownNode) -> MarkdownNode?)
    -> [(line: String, evidence: String)]
  {
    var found: [(line: String, evidence: String)] = []
    var sibling = step(node)
    while let current = sibling, let line = source.directiveLine(of: current) {
      found.append((line.trimmingSpaces, directiveEvidence[current.startLine] ?? ""))
      sibling = step(current)
    }
    return found
  }

  private func quoteDepth(of node: MarkdownNode) -> Int {
    var depth = 0
    var current = node.parent
    while let ancestor = current {
      if ancestor.kind == .blockQuote { depth += 1 }
      current = ancestor.parent
    }
    return depth
  }

  /// Whether the Markdown `text` has a letter outside its code spans, links' addresses and HTML:
  /// at once when it starts with a word or is a ``PlainParagraph`` with an ASCII letter outside
  /// its code spans, else as cmark finds it.
  static func hasWords(_ text: String) -> Bool {
    if startsWithWord(text) { return true }
    if let paragraph = PlainParagraph(text), paragraph.hasASCIIWord { return true }
    return hasWordsParsing(text)
  }

  /// Whether `text` starts, after at most three spaces and a run of `*` and `_`, with an ASCII
  /// letter, which cmark then reads as text of a paragraph (or heading): no other block starts
  /// so (a list's `*` has a blank after it, a thematic break no letter, indented code four
  /// spaces), and nothing before the letter opens a code span, link, autolink or HTML. Whatever
  /// emphasis the signs make, the letter stays text.
  static func startsWithWord(_ text: String) -> Bool {
    var spaces = 0
    var signs = false
    for byte in text.utf8 {
      if byte == UInt8(ascii: " "), !signs, spaces < 3 {
        spaces += 1
      } else if byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") {
        signs = true
      } else {
        return byte.isASCIILetter
      }
    }
    return false
  }

  /// ``hasWords(_:)`` by cmark's parse of `text`.
  static func hasWordsParsing(_ text: String) -> Bool {
    var found = false
    let document = MarkdownDocument(parsing: text)
    withExtendedLifetime(document) {
      document.document.walk { node, entering in
        if entering, node.kind == .text, node.literal.contains(where: \.isLetter) { found = true }
      }
    }
    return found
  }
}
