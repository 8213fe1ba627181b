import WorkbookBook

/// Splits a rendered chapter's tree into search sections: the text under each heading, code
/// listings included (through the search text their directives gave).
enum PageSections {
  /// The page's search sections: the text under each heading, code listings included, with runs
  /// of white space collapsed to one space.
  static func collect(
    from document: MarkdownDocument, page: Page,
    headingBlocks: [MarkdownNode.ID: RenderedPage.Heading],
    searchText: [MarkdownNode.ID: String]
  ) -> [SearchSection] {
    var sections = [SearchSection(page: page.title, url: page.outputName, text: "")]
    var text = SearchText()
    func collect(_ block: MarkdownNode) {
      block.walk { node, entering in
        switch node.kind {
        case .htmlBlock: text.append(searchText[node.id] ?? "")
        case .text, .code: node.withLiteralBytes { text.append(bytes: $0) }
        case .softBreak, .lineBreak: text.append(" ")
        case .paragraph, .item: if !entering { text.append(" ") }
        default: break
        }
      }
    }
    for block in document.document.children {
      if let heading = headingBlocks[block.id] {
        if heading.level > 1 {
          sections[sections.count - 1].text = text.finish()
          sections.append(
            SearchSection(
              page: page.title, heading: heading.text,
              url: "\(page.outputName)#\(heading.anchor)", text: ""))
        }
        continue
      }
      collect(block)
    }
    sections[sections.count - 1].text = text.finish()
    return sections
  }
}
