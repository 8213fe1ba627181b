import WorkbookBase

/// Puts a ``PageTranslation`` into a freshly parsed English chapter before the chapter's walk:
/// each translated heading or paragraph gets the translation's inlines in place of its own
/// (an admonition's `[!NOTE]` line stays); each block shown in English is wrapped in
/// `<span lang="en">` after a notice linking to its English section, unless no block of the
/// page is translated (then the page says so once). Table cells are translated by the table's
/// renderer through ``cell(at:english:)``.
struct TranslationApplier {
  let translation: PageTranslation
  let source: SourceLines

  /// What the walk needs to know afterwards.
  struct Applied {
    /// Each heading's English text, by node: its anchor is the English one in every language,
    /// so links and the language picker land on the same section.
    var englishHeadings: [MarkdownNode.ID: String] = [:]
    /// The English anchor of the section each table stands in, by node, for its cells' notices.
    var tableSections: [MarkdownNode.ID: String] = [:]
  }

  func apply(to document: MarkdownDocument) -> Applied {
    var applied = Applied()
    var section: String?
    // Every block of a section shown in English for the same reason has the same notice: it is
    // written once per section and reason.
    var notices: [NoticeKey: String?] = [:]
    let blocks = document.allNodes().filter { node in
      node.kind == .heading || (node.kind == .paragraph && source.directiveLine(of: node) == nil)
    }
    for node in blocks {
      if node.kind == .paragraph, source.tableLines(of: node) != nil {
        applied.tableSections[node.id] = section
        continue
      }
      if node.kind == .heading {
        let english = node.plainText
        applied.englishHeadings[node.id] = english
        section = Slug.make(english)
      }
      let position = PageTranslation.Position(
        source.location(line: node.startLine, column: node.startColumn))
      guard let fate = translation.blocks[position] else { continue }
      let marker =
        node.parent.flatMap { parent in
          parent.firstChild == node ? AdmonitionMarker.kind(of: parent)?.markerNodes : nil
        } ?? []
      switch fate {
      case .translated(let text):
        replaceInlines(of: node, keeping: marker, with: text, in: document)
      case .stale, .missing:
        guard translation.translatesAnything else { continue }
        let key = NoticeKey(isStale: fate == .stale, anchor: section)
        if notices[key] == nil { notices[key] = translation.notice(for: fate, anchor: section) }
        guard let notice = notices[key] ?? nil else { continue }
        markEnglish(node, after: marker, notice: notice, atEnd: node.kind == .heading, in: document)
      }
    }
    return applied
  }

  /// What a notice depends on besides the page: why the block is in English, and the section.
  private struct NoticeKey: Hashable {
    var isStale: Bool
    var anchor: String?
  }

  /// A table cell's Markdown in the page's language: its translation, or its English after a
  /// notice.
  func cell(at location: SourceLocation, english: String, section: String?) -> String {
    guard let fate = translation.blocks[PageTranslation.Position(location)] else { return english }
    if case .translated(let text) = fate { return text }
    guard translation.translatesAnything,
      let notice = translation.notice(for: fate, anchor: section)
    else { return english }
    return notice + " <span lang=\"en\">" + english + "</span>"
  }

  private func replaceInlines(
    of node: MarkdownNode, keeping marker: [MarkdownNode], with text: String,
    in document: MarkdownDocument
  ) {
    let translated = MarkdownDocument(parsing: text)
    withExtendedLifetime(translated) {
      guard let paragraph = translated.document.firstChild, paragraph.kind == .paragraph else {
        return
      }
      for child in node.children where !marker.contains(child) { document.remove(child) }
      for child in paragraph.children { document.append(child, to: node) }
    }
  }

  /// Wraps the node's inlines (after an admonition's marker) in `<span lang="en">`, the notice
  /// before them, or after them in a heading (whose text leads its line).
  private func markEnglish(
    _ node: MarkdownNode, after marker: [MarkdownNode], notice: String, atEnd: Bool,
    in document: MarkdownDocument
  ) {
    let opening = document.makeInlineHTML((atEnd ? "" : notice + " ") + "<span lang=\"en\">")
    if let last = marker.last {
      document.insert(opening, after: last)
    } else {
      document.prepend(opening, to: node)
    }
    document.append(document.makeInlineHTML("</span>" + (atEnd ? " " + notice : "")), to: node)
  }
}
