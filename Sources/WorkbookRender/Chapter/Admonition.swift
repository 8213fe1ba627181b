import WorkbookBase

/// GitHub-style admonitions: a block quote whose first line is an ``AdmonitionMarker`` becomes a
/// titled box; any other quote is left as it is.
enum Admonition {
  /// Replaces an admonition quote by an opening HTML block, its content, and a closing block.
  static func apply(to quote: MarkdownNode, in document: MarkdownDocument, ui: UIText) {
    guard let (kind, markerNodes) = AdmonitionMarker.kind(of: quote),
      let paragraph = quote.firstChild
    else {
      return
    }
    for node in markerNodes { document.remove(node) }
    if paragraph.firstChild == nil { document.remove(paragraph) }
    var html = HTMLWriter()
    html.open("div", class: "admonition \(kind.lowercased())")
    html.element("p", class: "admonition-title", text: title(of: kind, ui: ui))
    let opening = document.makeHTMLBlock(html.fragment)
    document.insert(opening, before: quote)
    for child in quote.children { document.move(child, before: quote) }
    let closing = document.makeHTMLBlock(HTMLFragment { $0.close("div") })
    document.insert(closing, before: quote)
    document.remove(quote)
  }

  /// The box's title: the marker's kind as a word of the page's language.
  private static func title(of kind: String, ui: UIText) -> String {
    switch kind {
    case "TIP": ui("Tip")
    case "IMPORTANT": ui("Important")
    case "WARNING": ui("Warning")
    case "CAUTION": ui("Caution")
    default: ui("Note")
    }
  }
}
