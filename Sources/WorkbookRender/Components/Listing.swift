import WorkbookBase
import WorkbookBook

/// The HTML of a code listing: a figure with a caption saying where the code lives, the
/// highlighted code (focusable, so a keyboard can scroll a wide listing), and a copy button the
/// page's script wires up.
public enum Listing {
  static func write(
    code: String, language: String, caption: HTMLFragment?, id: String? = nil,
    extraClass: String = "", footer: HTMLFragment = .empty, ui: UIText,
    highlighted: HighlightedCode, into html: inout HTMLWriter
  ) {
    write(
      highlightedCode: highlighted.html(code, language: language), language: language,
      caption: caption, id: id, extraClass: extraClass, footer: footer, ui: ui, into: &html)
  }

  /// A listing of code highlighted already (``HighlightedCode``), as one prepared for every
  /// edition of a page is.
  static func write(
    highlightedCode: HTMLFragment, language: String, caption: HTMLFragment?, id: String? = nil,
    extraClass: String = "", footer: HTMLFragment = .empty, ui: UIText,
    into html: inout HTMLWriter
  ) {
    html.open(
      "figure", ["id": id, "class": extraClass.isEmpty ? "listing" : "listing " + extraClass])
    if let caption { html.element("figcaption") { $0.append(caption) } }
    html.open("div", class: "code")
    html.element(
      "button", ["class": "copy", "type": "button", "aria-label": ui("Copy code")], text: ui("Copy")
    )
    html.open("pre", ["tabindex": "0"])
    html.open("code", class: "language-" + language)
    html.append(highlightedCode)
    html.close("code")
    html.close("pre")
    html.close("div")
    html.append(footer)
    html.close("figure")
    html.text("\n")
  }

  /// "line 4" or "lines 4–9".
  public static func lineSpan(_ lines: ClosedRange<Int>, ui: UIText) -> String {
    lines.count == 1
      ? ui("line {line}", ["line": String(lines.lowerBound)])
      : ui(
        "lines {first}–{last}",
        ["first": String(lines.lowerBound), "last": String(lines.upperBound)])
  }
}
