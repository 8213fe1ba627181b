import Foundation
import Testing

@testable import WorkbookRun

@Suite struct PreviewTests {
  @Test func aChangedChapterIsRebuiltAndTheOpenPagesAreToldOfTheNewBuild() throws {
    let book = try FixtureBook()
    let session = PreviewSession(root: book.root)
    #expect(!session.changedInputs().isEmpty, "before the first build, everything is new")
    guard case .built = session.build() else {
      Issue.record("the first build failed")
      return
    }
    #expect(session.changedInputs().isEmpty)
    let firstPage = try book.read("site/public/01-counter.html")
    let firstState = try book.read("site/public/preview-state.js")
    #expect(firstPage.contains("<script src=\"preview.js\" data-build=\""))
    #expect(book.exists("site/public/preview.js"))

    let chapter = try book.read("chapters/01-counter.md")
    try book.write("chapters/01-counter.md", chapter + "\nA sentence added while watching.\n")
    #expect(session.changedInputs() == ["chapters/01-counter.md"])
    guard case .built = session.build() else {
      Issue.record("the rebuild failed")
      return
    }
    let page = try book.read("site/public/01-counter.html")
    #expect(page.contains("A sentence added while watching."))
    #expect(!firstPage.contains("A sentence added while watching."))
    let state = try book.read("site/public/preview-state.js")
    #expect(state != firstState, "the new build has a new name")
    #expect(page.contains(Self.buildName(in: state)), "the page names the build it came from")
  }

  @Test func aThemeChangeIsSeenAndAFailedBuildKeepsTheSiteAndReportsItsErrors() throws {
    let book = try FixtureBook()
    let session = PreviewSession(root: book.root)
    _ = session.build()
    let css = try book.read("site/theme/workbook.css")
    try book.write("site/theme/workbook.css", css + "\n.added { color: red; }\n")
    #expect(session.changedInputs() == ["site/theme/workbook.css"])

    let goodPage = try book.read("site/public/01-counter.html")
    try book.write(
      "chapters/01-counter.md", "# The counter\n\n{{#include Sources/Demo/Missing.swift}}\n")
    guard case .failed(let errors, _) = session.build() else {
      Issue.record("a missing include did not fail the build")
      return
    }
    #expect(errors.count == 1 && errors[0].hasPrefix("chapters/01-counter.md:3:12: error:"))
    #expect(try book.read("site/public/01-counter.html") == goodPage)
    let state = try book.read("site/public/preview-state.js")
    #expect(
      goodPage.contains(Self.buildName(in: state)), "the open page is still the last good one")
    #expect(state.contains("chapters/01-counter.md:3:12: error:"))
  }

  @Test func aBookWithoutAThemeFolderIsPreviewedWithTheBuiltInTheme() throws {
    let book = try FixtureBook()
    try FileManager.default.removeItem(at: book.root.appending(path: "site/theme"))
    guard case .built = PreviewSession(root: book.root).build() else {
      Issue.record("the preview of a book without a theme folder failed")
      return
    }
    #expect(try book.read("site/public/preview.js").contains("workbookPreviewState"))
  }

  /// The reload script goes where the page template says, its `{{preview}}` slot: a template
  /// without one fails the preview, with where to put it, and builds as before.
  @Test func aTemplateWithoutThePreviewSlotCannotBePreviewed() throws {
    let book = try FixtureBook()
    let template = try book.read("site/theme/page.html")
    #expect(template.contains("{{preview}}</body>"))
    try book.write("site/theme/page.html", template.replacing("{{preview}}", with: ""))
    guard case .failed(let errors, _) = PreviewSession(root: book.root).build() else {
      Issue.record("a template without the preview slot was previewed")
      return
    }
    #expect(
      errors == [
        "site/theme/page.html:1:1: error: the page template has no {{preview}} slot, where the live preview loads its reload script; put {{preview}} just before </body>"
      ])
    #expect(try book.buildPage("01-counter.html").hasSuffix("</script>\n</body>\n</html>\n"))
  }

  @Test func aNormalBuildHasNoReloadScript() throws {
    let book = try FixtureBook()
    let page = try book.buildPage("01-counter.html")
    #expect(!page.contains("preview.js"))
    #expect(!book.exists("site/public/preview.js") && !book.exists("site/public/preview"))
  }

  @Test func theStateIsAScriptCallNamingTheBuildAndTheErrors() {
    #expect(
      PreviewSession.state("b-2", errors: ["a.md:1:1: error: \"x\""])
        == #"window.workbookPreviewState({"build":"b-2","errors":["a.md:1:1: error: \"x\""]});"#
        + "\n")
  }

  /// The build named by a `preview-state.js`.
  private static func buildName(in state: String) -> String {
    let start = state.range(of: "\"build\":\"")!.upperBound
    let end = state[start...].firstIndex(of: "\"")!
    return "data-build=\"\(state[start..<end])\""
  }
}
