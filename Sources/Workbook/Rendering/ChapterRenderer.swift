/// Turns one chapter's Markdown into a ``RenderedPage``: cmark parses it, then one walk finds
/// directives, code blocks, headings, admonitions and links; the tree is edited (directives and
/// code blocks become escaped HTML blocks, headings get anchors) and cmark renders the result.
struct ChapterRenderer {
  let registry: DirectiveRegistry
  let context: BuildContext

  func render(markdown: String, page: Page) throws -> RenderedPage {
    let path = page.sourcePath ?? ""
    let source = SourceLines(markdown, path: path)
    let document = MarkdownDocument(parsing: markdown)
    var collector = DiagnosticCollector()
    var searchText: [OpaquePointer: String] = [:]
    var directiveAnchors: [String] = []
    var plan = Plan()

    for node in document.allNodes() {
      switch node.kind {
      case .paragraph:
        let line = source.text(line: node.startLine, from: node.startColumn)
        guard node.startLine == node.endLine, line.trimmingSpaces.hasPrefix("{{#") else { break }
        plan.directiveParagraphs.insert(node.pointer)
        if let directive = collector.capturing({
          try Directive.parse(
            line: line, at: source.location(line: node.startLine, column: node.startColumn))
        }) ?? nil {
          plan.directives.append((node, directive))
        }
      case .text where node.literal.containsDirectiveOpening:
        if let parent = node.parent, !plan.directiveParagraphs.contains(parent.pointer) {
          let block = enclosingBlock(of: node)
          collector.report(
            "a directive must stand alone on its own line",
            at: source.find("{{#", from: block.startLine, through: block.endLine)
              ?? source.location(line: block.startLine, column: block.startColumn))
        }
      case .codeBlock:
        plan.codeBlocks.append(node)
      case .heading:
        plan.headings.append(node)
      case .blockQuote:
        plan.blockQuotes.append(node)
      case .link, .image:
        let block = enclosingBlock(of: node)
        let location =
          node.startLine > 0
          ? source.location(line: node.startLine, column: node.startColumn)
          : source.location(line: block.startLine, column: block.startColumn)
        if let link = rewriteLink(node, at: location) { plan.links.append(link) }
      default:
        break
      }
    }

    for (node, directive) in plan.directives {
      guard let output = collector.capturing({ try registry.render(directive, in: context) }) else {
        continue
      }
      let block = document.makeHTMLBlock(output.html)
      searchText[block.pointer] = output.searchText
      directiveAnchors += output.anchors
      document.replace(node, with: block)
    }
    for node in plan.codeBlocks {
      guard let output = collector.capturing({ try codeBlock(node, source: source) }) else {
        continue
      }
      let block = document.makeHTMLBlock(output.html)
      searchText[block.pointer] = output.searchText
      document.replace(node, with: block)
    }
    var headings: [RenderedPage.Heading] = []
    var headingBlocks: [OpaquePointer: RenderedPage.Heading] = [:]
    var firstUse: [String: Int] = [:]
    for node in plan.headings {
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
        + document.renderHTML(node).dropFirst(opening.utf8.count)
      let block = document.makeHTMLBlock(html)
      headingBlocks[block.pointer] = heading
      headings.append(heading)
      document.replace(node, with: block)
    }
    for node in plan.blockQuotes { Admonition.apply(to: node, in: document) }
    try collector.throwIfAny()

    var content = document.renderHTML()
    if headings.first?.level != 1 {
      let anchor = Slug.make(page.title)
      content = "<h1 id=\"\(anchor)\">\(HTML.escape(page.title))</h1>\n" + content
      headings.insert(.init(level: 1, text: page.title, anchor: anchor), at: 0)
    }
    let sections = Self.sections(
      of: document, page: page, headingBlocks: headingBlocks, searchText: searchText)
    return RenderedPage(
      page: page, contentHTML: content, headings: headings,
      anchors: Set(headings.map(\.anchor)).union(directiveAnchors),
      links: plan.links, sections: sections, tally: try tally(for: page))
  }

  /// What the first walk found, to be edited once the walk is over.
  private struct Plan {
    var directives: [(node: MarkdownNode, directive: Directive)] = []
    var directiveParagraphs: Set<OpaquePointer> = []
    var codeBlocks: [MarkdownNode] = []
    var headings: [MarkdownNode] = []
    var blockQuotes: [MarkdownNode] = []
    var links: [RenderedPage.Link] = []
  }

  private func enclosingBlock(of node: MarkdownNode) -> MarkdownNode {
    var current = node
    while current.startLine == 0, let parent = current.parent { current = parent }
    return current
  }

  /// A fenced block's `{{#include}}` lines replaced by what they name, then highlighted in the
  /// language its info string gives. Any other directive inside a code block is an error.
  private func codeBlock(_ node: MarkdownNode, source: SourceLines) throws -> DirectiveOutput {
    let opening = source.text(line: node.startLine, from: node.startColumn)
      .drop(while: { $0 == " " })
    let fenced = opening.hasPrefix("```") || opening.hasPrefix("~~~")
    let language = fenced ? String(node.fenceInfo.split(separator: " ").first ?? "text") : "text"
    var lines: [String] = []
    var caption: String?
    var collector = DiagnosticCollector()
    let literal = node.literal.hasSuffix("\n") ? String(node.literal.dropLast()) : node.literal
    for (index, line) in literal.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let lineNumber = node.startLine + 1 + index
      let raw = source.text(line: lineNumber)
      let directive =
        fenced
        ? collector.capturing({
          try Directive.parse(line: raw, at: source.location(line: lineNumber, column: 1))
        }) ?? nil : nil
      guard let directive else {
        lines.append(String(line))
        continue
      }
      guard directive.name == "include" else {
        collector.report(
          "only {{#include}} can stand inside a code block, not {{#\(directive.name)}}",
          at: directive.location)
        continue
      }
      if let included = collector.capturing({
        try IncludeResolver.resolve(
          directive.arguments, at: directive.argumentsLocation, files: context.files)
      }) {
        lines.append(included.text)
        caption = caption ?? Listing.caption(for: included)
      }
    }
    try collector.throwIfAny()
    let code = lines.joined(separator: "\n")
    return DirectiveOutput(
      html: Listing.html(code: code, language: language, caption: caption), searchText: code)
  }

  /// Rewrites `chapter.md#anchor` to `chapter.html#anchor`; returns the link for the link check,
  /// or nil for an external one.
  private func rewriteLink(_ node: MarkdownNode, at location: SourceLocation) -> RenderedPage.Link?
  {
    let url = node.url
    if url.isEmpty || url.contains("://") || url.hasPrefix("mailto:") || url.hasPrefix("//") {
      return nil
    }
    let hash = url.firstIndex(of: "#")
    let path = String(url[..<(hash ?? url.endIndex)])
    let fragment = hash.map { String(url[$0...]) } ?? ""
    if path.isEmpty {
      return RenderedPage.Link(target: context.page.outputName + fragment, location: location)
    }
    let file = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    guard
      let target = context.book.pages.first(where: {
        $0.kind == .chapter(file: file) || $0.outputName == file
      })
    else { return RenderedPage.Link(target: url, location: location) }
    node.setURL(target.outputName + fragment)
    return RenderedPage.Link(target: target.outputName + fragment, location: location)
  }

  private func tally(for page: Page) throws -> [TestStatus]? {
    guard let target = page.testTarget else { return nil }
    guard context.catalog.hasTarget(target) else {
      throw Diagnostic(
        "no test target '\(target)' (Tests/\(target) not found)", at: page.declaredAt)
    }
    return context.catalog.tests(in: target).map { context.status(of: $0) }
  }

  /// The page's search sections: the text under each heading, code listings included, with runs
  /// of white space collapsed to one space.
  static func sections(
    of document: MarkdownDocument, page: Page, headingBlocks: [OpaquePointer: RenderedPage.Heading],
    searchText: [OpaquePointer: String]
  ) -> [SearchSection] {
    var sections = [SearchSection(title: page.title, url: page.outputName, text: "")]
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
              title: "\(page.title) › \(heading.text)",
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

extension String {
  /// Whether the text holds `{{#`, the start of a directive; a plain byte scan, since it runs on
  /// every text node of every chapter.
  fileprivate var containsDirectiveOpening: Bool {
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in utf8 {
      if byte == UInt8(ascii: "#"), previous == (UInt8(ascii: "{"), UInt8(ascii: "{")) {
        return true
      }
      previous = (previous.1, byte)
    }
    return false
  }
}
