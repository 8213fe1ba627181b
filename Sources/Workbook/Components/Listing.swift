/// The HTML of a code listing: a figure with a caption saying where the code lives, the
/// highlighted code (focusable, so a keyboard can scroll a wide listing), and a copy button the
/// page's script wires up.
enum Listing {
  static func html(
    code: String, language: String, caption: String?, id: String? = nil,
    extraClass: String = "", footer: String = "", ui: UIText
  ) -> String {
    var html = "<figure"
    if let id { html += " id=\"\(HTML.escape(id))\"" }
    html += " class=\"listing\(extraClass.isEmpty ? "" : " " + extraClass)\">"
    if let caption { html += "<figcaption>\(caption)</figcaption>" }
    html +=
      "<div class=\"code\"><button class=\"copy\" type=\"button\" aria-label=\"\(HTML.escape(ui("Copy code")))\">\(HTML.escape(ui("Copy")))</button>"
    html += "<pre tabindex=\"0\"><code class=\"language-\(HTML.escape(language))\">"
    html += Highlighter.html(code, language: language)
    html += "</code></pre></div>\(footer)</figure>\n"
    return html
  }

  /// "line 4" or "lines 4–9".
  static func lineSpan(_ lines: ClosedRange<Int>, ui: UIText) -> String {
    lines.count == 1
      ? ui("line {line}", ["line": String(lines.lowerBound)])
      : ui(
        "lines {first}–{last}",
        ["first": String(lines.lowerBound), "last": String(lines.upperBound)])
  }
}
