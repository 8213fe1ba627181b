import WorkbookBase
import WorkbookBook

/// Points a chapter's links at the site's pages and hands them to the link check.
struct LinkRewriter {
  let book: Book
  /// The page the links are on.
  let page: Page
  /// What a link to a file that is not a page (an image) needs before its path from this page:
  /// `../` on a page of a translation, which lives one folder down.
  var resourcePrefix = ""

  /// Rewrites `chapter.md#anchor` to `chapter.html#anchor` (the path percent-decoded first, as
  /// a browser would); returns the link for the link check,
  /// or nil for an external one.
  func rewrite(_ node: MarkdownNode, at location: SourceLocation) -> RenderedPage.Link? {
    let url = node.url
    // `://` as characters is looked for only where its bytes are, which is rarely.
    if url.isEmpty || (url.containsBytes(of: "://") && url.contains("://"))
      || url.hasPrefix("mailto:") || url.hasPrefix("//")
    {
      return nil
    }
    let hash = url.firstIndex(of: "#")
    let path = String(url[..<(hash ?? url.endIndex)])
    let fragment = hash.map { String(url[$0...]) } ?? ""
    if path.isEmpty {
      return RenderedPage.Link(target: page.outputName + fragment, location: location)
    }
    let decoded = path.percentDecoded ?? path
    let file = decoded.hasPrefix("./") ? String(decoded.dropFirst(2)) : decoded
    guard
      let target = book.pages.first(where: {
        $0.kind == .chapter(file: file) || $0.outputName == file
      })
    else {
      if !resourcePrefix.isEmpty, !url.hasPrefix("/") { node.setURL(resourcePrefix + url) }
      return RenderedPage.Link(target: url, location: location)
    }
    node.setURL(target.outputName + fragment)
    return RenderedPage.Link(target: target.outputName + fragment, location: location)
  }
}
