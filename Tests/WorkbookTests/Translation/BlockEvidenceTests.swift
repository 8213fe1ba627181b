import Testing
import WorkbookBase
import WorkbookBook

@testable import WorkbookRender

/// The directives beside each block, found once per list or quote for all its blocks, compared
/// with a plain walk up from each block on generated chapters of paragraphs, lists, quotes and
/// directives (some drawing a titled figure) nested in one another.
@Suite struct BlockEvidenceTests {
  static let pieces = [
    "Some text.", "{{#include Sources/A.swift:a}}", "{{#trace t title=\"The trace\"}}", "",
    "- An item.", "  - A nested item.", "  {{#include Sources/B.swift:b}}", "> A quote.",
    "> {{#include Sources/C.swift:c}}", "> - A quoted item.", "1. A numbered item.",
    "   More of it.", "{{#plot p}}", "",
  ]

  static let chapters: [String] = {
    var random = SeededNumbers(seed: 0x5DEE_CE66_D1CE_4E5B)
    return (0..<400).map { _ in
      (0..<(2 + random.next(14))).map { _ in
        pieces[random.next(pieces.count)] + (random.next(2) == 0 ? "\n" : "\n\n")
      }.joined()
    }
  }()

  @Test func eachBlockHasTheDirectivesAPlainWalkFinds() {
    for markdown in Self.chapters {
      let source = SourceLines(markdown, path: "c.md")
      let lineCount = markdown.split(separator: "\n", omittingEmptySubsequences: false).count
      let evidence = Dictionary(uniqueKeysWithValues: (1...lineCount).map { ($0, "shows \($0)") })
      let parsed = ParsedChapter(parsing: markdown)
      let blocks = BlockExtractor(source: source, directiveEvidence: evidence).blocks(in: parsed)
      var nodes: [PageTranslation.Position: MarkdownNode] = [:]
      for node in parsed.allNodes() where node.kind == .paragraph {
        nodes[
          PageTranslation.Position(source.location(line: node.startLine, column: node.startColumn))] =
          node
      }
      for block in blocks where block.kind != .heading && block.kind != .figureTitle {
        guard let node = nodes[PageTranslation.Position(block.location)] else {
          Issue.record("no paragraph at \(block.location) in \(markdown.debugDescription)")
          continue
        }
        let found = Self.directives(beside: node, in: source, evidence: evidence)
        #expect(block.beside == found.map(\.line), "\(markdown.debugDescription)")
        #expect(
          block.evidence
            == (found.isEmpty
              ? nil
              : SourceHash.of(
                text: found.map { $0.line + "\n" + $0.evidence }.joined(separator: "\n"))),
          "\(markdown.debugDescription)")
      }
    }
  }

  /// The directives next to `node` and next to each list or quote around it, nearest first,
  /// found by walking up from the node.
  static func directives(beside node: MarkdownNode, in source: SourceLines, evidence: [Int: String])
    -> [(line: String, evidence: String)]
  {
    func run(from node: MarkdownNode, step: (MarkdownNode) -> MarkdownNode?)
      -> [(line: String, evidence: String)]
    {
      var found: [(line: String, evidence: String)] = []
      var sibling = step(node)
      while let current = sibling, let line = source.directiveLine(of: current) {
        found.append((line.trimmingSpaces, evidence[current.startLine] ?? ""))
        sibling = step(current)
      }
      return found
    }
    var found: [(line: String, evidence: String)] = []
    var current: MarkdownNode? = node
    while let level = current, level.kind != .document {
      found +=
        run(from: level, step: { $0.previous }).reversed() + run(from: level, step: { $0.next })
      current = level.parent
    }
    return found
  }
}
