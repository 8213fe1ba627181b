import WorkbookBase
import WorkbookBook

/// Turns one chapter's Markdown into a ``RenderedPage``: cmark parses it, then one walk finds
/// directives, code blocks, headings, admonitions and links; the tree is edited (directives and
/// code blocks become escaped HTML blocks, headings get anchors) and cmark renders the result.
/// Directives go to the registry, which knows them by name: the page's directives all at once
/// first (``DirectiveRegistry/onPage(_:in:problems:)``), then each in turn.
public struct ChapterRenderer: Sendable {
  let registry: DirectiveRegistry
  let context: BuildContext

  public init(registry: DirectiveRegistry, context: BuildContext) {
    self.registry = registry
    self.context = context
  }

  /// Renders the chapter `markdown` as `page`; with a `translation`, in its language: its blocks
  /// translated or marked as English, its anchors the English ones. `parsed` is `markdown`
  /// already parsed, if it is, for this render alone to edit.
  public func render(
    markdown: String, parsed: MarkdownDocument? = nil, page: Page,
    translation: PageTranslation? = nil
  ) throws -> RenderedPage {
    let path = page.sourcePath ?? ""
    let source = SourceLines(markdown, path: path)
    let document = parsed ?? MarkdownDocument(parsing: markdown)
    let applier = translation.map { TranslationApplier(translation: $0, source: source) }
    let applied = applier?.apply(to: document)
    var collector = DiagnosticCollector()
    var searchText: [MarkdownNode.ID: String] = [:]
    var directiveAnchors: [String: SourceLocation] = [:]
    var plan = Plan()
    let codeBlocks = CodeBlockRenderer(
      files: context.files, ui: context.ui, highlighted: context.highlighted)
    var links = LinkRewriter(book: context.book, page: page)
    if translation != nil { links.resourcePrefix = "../" }
    // First, so that a chapter whose test target is missing says so before anything else.
    let tally = collector.capturing { try self.tally(for: page) } ?? nil
    let belowTitle = tally.map { tallyLine($0, page: page) } ?? .empty

    for node in document.allNodes() {
      switch node.kind {
      case .paragraph:
        if let lines = source.tableLines(of: node) {
          plan.tables.append((node, lines))
          break
        }
        guard let line = source.directiveLine(of: node) else { break }
        plan.directiveParagraphs.insert(node.id)
        if let directive = collector.capturing({
          try Directive.parse(
            line: line, at: source.location(line: node.startLine, column: node.startColumn))
        }) ?? nil {
          plan.directives.append((node, directive))
        }
      case .text where node.literalHoldsDirectiveOpening:
        if let parent = node.parent, !plan.directiveParagraphs.contains(parent.id) {
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
        if let table = plan.tables.last, node.isInside(table.node) { break }
        let block = enclosingBlock(of: node)
        // A translated block's inlines come from its translation: their lines are not the
        // chapter's, so a link there is placed at its block.
        let location =
          node.startLine > 0 && translation == nil
          ? source.location(line: node.startLine, column: node.startColumn)
          : source.location(line: block.startLine, column: block.startColumn)
        if let link = links.rewrite(node, at: location) { plan.links.append(link) }
      default:
        break
      }
    }

    if translation == nil, let first = plan.headings.first, first.headingLevel == 1,
      first.plainText.withStraightQuotes != page.title.withStraightQuotes
    {
      collector.report(
        "the page's first heading '\(first.plainText)' differs from its title in \(context.book.tableOfContentsPath), '\(page.title)' (line \(page.declaredAt.line)); make them agree",
        at: source.location(line: first.startLine, column: first.startColumn))
    }
    let renderers = registry.onPage(
      plan.directives.map(\.directive), in: context, problems: &collector)
    var shownTests = ShownTests()
    var testAnchors: [String: String] = [:]
    var shownSources: [ShownSource] = []
    var earlier: [String: Int] = [:]
    var directiveEvidence: [Int: String] = [:]
    for (node, written) in plan.directives {
      var directive = written
      if let translation, written.figureTitle != nil,
        case .translated(let title) = translation.blocks[PageTranslation.Position(written.location)]
      {
        directive = written.withFigureTitle(title)
      }
      let key = "\(written.name) \(written.arguments)"
      directive.occurrence = earlier[key, default: 0]
      earlier[key] = directive.occurrence + 1
      guard let output = collector.capturing({ try renderers.render(directive, in: context) })
      else {
        continue
      }
      for anchor in output.anchors {
        if let first = directiveAnchors[anchor] {
          collector.report(
            "this gives the element id '\(anchor)', which line \(first.line) already gave",
            at: directive.location)
        }
        directiveAnchors[anchor] = directiveAnchors[anchor] ?? directive.location
      }
      if translation == nil {
        directiveEvidence[node.startLine] = SourceHash.of(text: output.evidence)
      }
      let block = document.makeHTMLBlock(output.html)
      searchText[block.id] = output.searchText
      shownTests += output.shownTests
      testAnchors.merge(output.testAnchors) { first, _ in first }
      shownSources += output.shownSources
      document.replace(node, with: block)
    }
    for node in plan.codeBlocks {
      guard let output = collector.capturing({ try codeBlocks.render(node, source: source) })
      else {
        continue
      }
      let block = document.makeHTMLBlock(output.html)
      searchText[block.id] = output.searchText
      document.replace(node, with: block)
    }
    for (node, lines) in plan.tables {
      var tables = TableRenderer(links: links, ui: context.ui)
      if let applier {
        let section = applied?.tableSections[node.id]
        tables.cellText = { location, english in
          applier.cell(at: location, english: english, section: section)
        }
      }
      guard
        let output = collector.capturing({
          try tables.render(lines: lines, at: node, source: source)
        })
      else { continue }
      let block = document.makeHTMLBlock(output.html)
      searchText[block.id] = output.searchText
      plan.links += output.links
      document.replace(node, with: block)
    }
    let englishHeadings = applied?.englishHeadings ?? [:]
    for node in plan.headings {
      let anchor = Slug.make(englishHeadings[node.id] ?? node.plainText)
      if let directive = directiveAnchors[anchor] {
        collector.report(
          "heading anchor '\(anchor)' is already the id of what line \(directive.line) shows",
          at: source.location(line: node.startLine, column: node.startColumn))
      }
    }
    var (headings, headingBlocks) = HeadingAnchors.apply(
      to: plan.headings, in: document, source: source, belowTitle: belowTitle,
      englishText: englishHeadings, ui: context.ui, collector: &collector)
    for node in plan.blockQuotes { Admonition.apply(to: node, in: document, ui: context.ui) }
    try collector.throwIfAny()

    var content = HTMLWriter()
    if headings.first?.level != 1 {
      let slug = Slug.make(translation?.englishTitle ?? page.title)
      let anchor = headings.contains { $0.anchor == slug } ? "top" : slug
      content.element("h1", ["id": anchor], text: page.title)
      content.text("\n")
      content.append(belowTitle)
      headings.insert(.init(level: 1, text: page.title, anchor: anchor), at: 0)
    }
    if let translation, !translation.translatesAnything {
      content.raw(translation.untranslatedPageBanner)
      content.open("div", ["lang": "en"])
      content.text("\n")
      document.renderHTML(into: &content)
      content.close("div")
      content.text("\n")
    } else {
      document.renderHTML(into: &content)
    }
    let sections = PageSections.collect(
      from: document, page: page, headingBlocks: headingBlocks, searchText: searchText)
    return RenderedPage(
      page: page, content: content.fragment, headings: headings,
      anchors: Set(headings.map(\.anchor)).union(directiveAnchors.keys),
      links: plan.links, sections: sections, tally: tally, shownTests: shownTests,
      testAnchors: testAnchors, shownSources: shownSources, directiveEvidence: directiveEvidence)
  }

  /// What the first walk found, to be edited once the walk is over.
  private struct Plan {
    var directives: [(node: MarkdownNode, directive: Directive)] = []
    var directiveParagraphs: Set<MarkdownNode.ID> = []
    var codeBlocks: [MarkdownNode] = []
    var headings: [MarkdownNode] = []
    var blockQuotes: [MarkdownNode] = []
    var tables: [(node: MarkdownNode, lines: [Substring])] = []
    var links: [RenderedPage.Link] = []
  }

  private func enclosingBlock(of node: MarkdownNode) -> MarkdownNode {
    var current = node
    while current.startLine == 0, let parent = current.parent { current = parent }
    return current
  }

  /// The line under the title with the chapter's test tally and a link to its exercises.
  private func tallyLine(_ tally: [TestStatus], page: Page) -> HTMLFragment {
    let ui = context.ui
    var line = HTMLWriter()
    line.element("p", class: "tally") { line in
      line.message(
        ui("Tests of {target}: {tally}"),
        ["target": .code(page.testTarget ?? ""), "tally": .html(TestBadge.tally(tally, ui: ui))])
      if case .chapter(let file) = page.kind, let exercises = context.exercisesByChapter[file] {
        let count =
          exercises.count == 1
          ? ui("1 exercise") : ui("{count} exercises", ["count": String(exercises.count)])
        line.text(" · ")
        line.element("a", ["href": "#exercise-\(exercises[0].commandName)"], text: count)
      }
    }
    line.text("\n")
    return line.fragment
  }

  private func tally(for page: Page) throws -> [TestStatus]? {
    guard let target = page.testTarget else { return nil }
    guard context.catalog.hasTarget(target) else {
      throw Diagnostic(
        "no test target '\(target)' (Tests/\(target) not found)", at: page.declaredAt)
    }
    return context.catalog.tests(in: target).map { context.status(of: $0) }
  }
}

extension String {
  /// The text with cmark's typographic quotes (`’`, `“`) put back as typed (`'`, `"`), to compare
  /// a heading with a title written in plain text.
  fileprivate var withStraightQuotes: String {
    String(
      map { character -> Character in
        switch character {
        case "\u{2018}", "\u{2019}": "'"
        case "\u{201C}", "\u{201D}": "\""
        default: character
        }
      })
  }
}
