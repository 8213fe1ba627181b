import WorkbookBase

/// Gives each heading a stable anchor (its ``Slug``) and, below the title, a `#` link beside it
/// (a sibling in a `div.heading`, so the heading's accessible name stays its text), replacing the
/// heading node by an HTML block; a second heading with the same anchor on a page is an error.
enum HeadingAnchors {
  /// The headings in order, and the HTML block that replaced each, for the search sections.
  /// `belowTitle` goes in the block of the page's title, when its first heading is one.
  /// `englishText` holds, for a page in another language, each heading's English text, which
  /// its anchor is made from.
  static func apply(
    to nodes: [MarkdownNode], in document: MarkdownDocument, source: SourceLines,
    belowTitle: HTMLFragment, englishText: [MarkdownNode.ID: String] = [:], ui: UIText,
    collector: inout DiagnosticCollector
  ) -> (headings: [RenderedPage.Heading], blocks: [MarkdownNode.ID: RenderedPage.Heading]) {
    var headings: [RenderedPage.Heading] = []
    var blocks: [MarkdownNode.ID: RenderedPage.Heading] = [:]
    var firstUse: [String: Int] = [:]
    for node in nodes {
      let heading = RenderedPage.Heading(
        level: node.headingLevel, text: node.plainText,
        anchor: Slug.make(englishText[node.id] ?? node.plainText))
      if let line = firstUse[heading.anchor] {
        collector.report(
          "duplicate heading anchor '\(heading.anchor)' (first used on line \(line))",
          at: source.location(line: node.startLine, column: node.startColumn))
        continue
      }
      firstUse[heading.anchor] = node.startLine
      // cmark's heading, `<hN>…</hN>\n`, given the anchor as its id.
      let rendered = document.renderHTML(node).dropFirst("<h\(heading.level)>".count)
      let tag = HTMLWriter.headingTag(heading.level)
      var html = HTMLWriter()
      if heading.level > 1 { html.open("div", class: "heading") }
      html.open(tag, ["id": heading.anchor])
      if heading.level == 1 {
        html.raw(rendered)
        if headings.isEmpty { html.append(belowTitle) }
      } else {
        html.raw(rendered.dropLast())
        html.element(
          "a",
          [
            "class": "heading-anchor", "href": "#\(heading.anchor)",
            "aria-label": ui("Link to this section: {heading}", ["heading": heading.text]),
          ], text: "#")
        html.close("div")
        html.text("\n")
      }
      let block = document.makeHTMLBlock(html.fragment)
      blocks[block.id] = heading
      headings.append(heading)
      document.replace(node, with: block)
    }
    return (headings, blocks)
  }
}
