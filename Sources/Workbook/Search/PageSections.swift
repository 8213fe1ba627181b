/// Splits a rendered chapter's tree into search sections: the text under each heading, code
/// listings included (through the search text their directives gave).
enum PageSections {
  /// The page's search sections: the text under each heading, code listings included, with runs
  /// of white space collapsed to one space.
  static func collect(
    from document: MarkdownDocument, page: Page,
    headingBlocks: [OpaquePointer: RenderedPage.Heading],
    searchText: [OpaquePointer: String]
  ) -> [SearchSection] {
    var sections = [SearchSection(page: page.title, url: page.outputName, text: "")]
    var text = SearchText()
    func collect(_ node: MarkdownNode) {
      switch node.kind {
      case .htmlBlock: text.append(searchText[node.pointer] ?? "")
      case .text, .code: text.append(node.literal)
      case .softBreak, .lineBreak: text.append(" ")
      default:
        var child = node.firstChild
        while let current = child {
          collect(current)
          child = current.next
        }
        if node.kind == .paragraph || node.kind == .item { text.append(" ") }
      }
    }
    for block in document.document.children {
      if let heading = headingBlocks[block.pointer] {
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
