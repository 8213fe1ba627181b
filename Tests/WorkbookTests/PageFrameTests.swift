import Testing

@testable import WorkbookBase
@testable import WorkbookSite

/// The page template with what every page of a language shares written once, and each page's
/// own slots filled where they stand.
@Suite struct PageFrameTests {
  @Test func sharedSlotsAreWrittenOnceAndEachPageFillsItsOwnInOrder() throws {
    let template = try PageTemplate(
      text:
        "<html lang=\"{{lang}}\"><title>{{page-title}} · {{book-title}}</title>{{t:Print}}<h1>{{page-title}}</h1>{{sidebar}}|{{content}}|{{preview}}{{ui-script}}<body class=\"{{page-class}}\">{{root}}</html>",
      path: "page.html")
    let frame = template.frame(
      filling: ["lang": .text("zh-Hans"), "book-title": .text("A & B"), "root": .code("<../>")],
      ui: .english)
    #expect(frame.slots == [.pageTitle, .pageTitle, .sidebar, .content, .pageClass])
    var filled: [PageFrame.Slot] = []
    let page = frame.page(slotsLength: 0) { slot, html in
      filled.append(slot)
      switch slot {
      case .pageTitle: html.text("<T>")
      case .sidebar: html.raw("<nav>")
      case .content: html.raw("<p>é</p>")
      default: break
      }
    }
    #expect(filled == frame.slots)
    #expect(
      String(decoding: page, as: UTF8.self)
        == "<html lang=\"zh-Hans\"><title>&lt;T&gt; · A &amp; B</title>Print<h1>&lt;T&gt;</h1><nav>|<p>é</p>|<body class=\"\"><code>&lt;../&gt;</code></html>"
    )
  }
}
