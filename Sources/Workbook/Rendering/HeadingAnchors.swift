/// Gives each heading a stable anchor (its ``Slug``) and a visible `#` link, replacing the heading
/// node by an HTML block; a second heading with the same anchor on a page is an error.
enum HeadingAnchors {
  /// The headings in order, and the HTML block that replaced each, for the search sections.
  static func apply(
    to nodes: [MarkdownNode], in document: MarkdownDocument, source: SourceLines,
    collector: inout DiagnosticCollector
  ) -> (headings: [RenderedPage.Heading], blocks: [OpaquePointer: RenderedPage.Heading]) {
    var headings: [RenderedPage.Heading] = []
    var blocks: [OpaquePointer: RenderedPage.Heading] = [:]
    var firstUse: [String: Int] = [:]
    for node in nodes {
      let heading = RenderedPage.Heading(
        level: node.headingLevel, text: node.plainText, anchor: Slug.make(node.plainText))
      if let line = firstUse[heading.anchor] {
        collector.report(
          "duplicate heading anchor '\(heading.anchor)' (first used on line \(line))",
          at: source.location(line: node.startLine, column: node.startColumn))
        continue
      }
      firstUse[heading.anchor] = node.startLine
      let opening = "<h\(heading.level)>"
      let html =
        "<h\(heading.level) id=\"\(heading.anchor)\"><a class=\"heading-anchor\" href=\"#\(heading.anchor)\" aria-hidden=\"true\">#</a>"
        + document.renderHTML(node).dropFirst(opening.count)
      let block = document.makeHTMLBlock(html)
      blocks[block.pointer] = heading
      headings.append(heading)
      document.replace(node, with: block)
    }
    return (headings, blocks)
  }
}
