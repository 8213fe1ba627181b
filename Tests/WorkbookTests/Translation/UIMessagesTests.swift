import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookSite

/// The catalogue of the site's own words and the code that writes them stay in step: every
/// `ui("…")` of the generator is listed in ``UIMessages``, and every listed
/// message is written somewhere, so a translation translates exactly what pages show.
@Suite struct UIMessagesTests {
  @Test func theListIsExactlyTheMessagesTheCodeWrites() throws {
    // Simple word boundaries: Unicode's would not break `context.ui` at its dot.
    let pattern = try Regex(#"\bui\(\s*"((?:[^"\\]|\\.)*)""#).wordBoundaryKind(.simple)
    var written: [String] = []
    for text in try GeneratorSources.texts().values {
      for match in text.matches(of: pattern) {
        if let literal = match.output[1].substring { written.append(String(literal)) }
      }
    }
    #expect(Set(written) == Set(UIMessages.all))
    #expect(UIMessages.all.count == Set(UIMessages.all).count, "each message once")
  }

  @Test func aTranslationPutsValuesWhereItsOwnOrderWants() {
    let ui = UIText(translations: ["{title}, traced by {test}": "由 {test} 记录的{title}"])
    #expect(ui("{title}, traced by {test}", ["title": "T", "test": "X"]) == "由 X 记录的T")
    var html = HTMLWriter()
    html.message(ui("{title}, traced by {test}"), ["title": .text("<T>"), "test": .code("a&b")])
    #expect(html.html == "由 <code>a&amp;b</code> 记录的&lt;T&gt;")
    #expect(UIText.english("Copy") == "Copy")
  }
}
