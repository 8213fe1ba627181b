import WorkbookBase

/// The words the theme's scripts write (`workbook.js`, `search.js`), handed to them in the
/// page's language: a `<script>` defining `window.workbookText`, which the scripts read through
/// their `t()`; nothing on a page whose words are all English.
enum ScriptText {
  /// Every message the scripts use, as they write it in English.
  static let messages = [
    "Copy", "Copied", "Failed", "auto", "light", "dark", "Nothing found.", "1 result",
    "{count} results", "Show all {count} results",
  ]

  static func script(_ ui: UIText) -> HTMLFragment {
    let translated = messages.filter { ui($0) != $0 }
    guard !translated.isEmpty else { return .empty }
    var json: [UInt8] = Array("{".utf8)
    for (index, message) in translated.enumerated() {
      if index > 0 { json.append(UInt8(ascii: ",")) }
      JSONText.string(message, into: &json)
      json.append(UInt8(ascii: ":"))
      JSONText.string(ui(message), into: &json)
    }
    json.append(UInt8(ascii: "}"))
    // A script's text is not HTML: no entity would be read as one. With every `<` written as
    // `\u003c`, nothing in the JSON can end the element early.
    let literal = String(decoding: json, as: UTF8.self).replacing("<", with: "\\u003c")
    return HTMLFragment { html in
      html.element("script") { $0.raw("window.workbookText = \(literal);") }
    }
  }
}
