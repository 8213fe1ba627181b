import Testing

@testable import WorkbookBook

@Suite struct ListingRuleTests {
  @Test func bracesMustBalanceOutsideStringsAndComments() {
    #expect(BraceBalance.problem(in: "func f() {\n  g()\n}", language: "swift") == nil)
    #expect(BraceBalance.problem(in: "let s = \"{\" // {", language: "swift") == nil)
    #expect(
      BraceBalance.problem(in: "func f() {\n  if x {\n    g()\n  }", language: "swift")
        == "opens 2 '{' but closes 1 '}'")
    #expect(
      BraceBalance.problem(in: "  }\n}\nfunc g() {", language: "swift")
        == "closes a '}' it never opened")
    #expect(BraceBalance.problem(in: "- (void)f {", language: "objc") != nil)
    #expect(BraceBalance.problem(in: "echo {", language: "sh") == nil)
  }

  @Test func anUnbalancedListingIsALocatedError() throws {
    let book = try FixtureBook()
    try book.write(
      "Sources/Demo/Half.swift", "// ANCHOR: half\nfunc f() {\n  g()\n// ANCHOR_END: half\n}\n")
    #expect(
      try book.diagnostics(chapter: "# The counter\n\n{{#include Sources/Demo/Half.swift:half}}\n")
        == [
          "chapters/01-counter.md:3:12: error: the listing 'Sources/Demo/Half.swift:half' opens 1 '{' but closes 0 '}'; a listing shows whole declarations or statements: move its ANCHOR_END or split the region"
        ])
  }

  @Test func aListingShownTwiceInTheBookIsAnErrorAtTheSecond() throws {
    let book = try FixtureBook()
    try book.write(
      "chapters/index.md", "# Welcome\n\n{{#include Sources/Demo/Counter.swift:increment}}\n")
    #expect(
      book.diagnostics() == [
        "chapters/01-counter.md:7:1: error: lines 8–11 of 'Sources/Demo/Counter.swift' are already shown at chapters/index.md:3 ('Welcome'); show each listing once and link to it there"
      ])
  }

  @Test func hiddenLinesMayBeSharedByTwoListings() throws {
    let book = try FixtureBook()
    try book.write(
      "Sources/Demo/Type.swift",
      """
      // ANCHOR: head
      struct Box {
        var value = 0
        // snippet.hide
        // ANCHOR: body
        func double() -> Int {
          value * 2
        }
        // ANCHOR_END: body
        // snippet.show
      }
      // ANCHOR_END: head
      """)
    #expect(
      try book.diagnostics(
        chapter:
          "# The counter\n\n{{#include Sources/Demo/Type.swift:head}}\n\n{{#include Sources/Demo/Type.swift:body}}\n"
      ) == [])
  }

  @Test func aTestThatForwardsToASharedBodyShowsThatBody() throws {
    let book = try FixtureBook()
    try book.write(
      "Tests/Shared/Behaviour.swift",
      """
      enum Behaviour {
        static func countsUp() {
          var counter = Counter()
          counter.increment()
          #expect(counter.value == 1)
        }
      }
      """)
    try book.write(
      "Tests/DemoTests/ForwardingTests.swift",
      "import Testing\n\n@Test func countsUp() {\n  Behaviour.countsUp()\n}\n")
    try book.write(
      "chapters/01-counter.md", "# The counter\n\n{{#tests DemoTests/countsUp}}\n")
    let html = try book.buildPage("01-counter.html")
    #expect(
      html.contains(
        "which runs <code>Behaviour.countsUp</code>, in <code>Tests/Shared/Behaviour.swift</code>, lines 2–6"
      ))
    #expect(html.contains("counter.increment()"))
  }

  @Test func onlyABodyThatIsOneCallForwards() {
    #expect(SharedBody.forwardedCall(in: "@Test func a() {\n  B.c()\n}")?.name == "c")
    #expect(
      SharedBody.forwardedCall(in: "@Test func a() async throws {\n  try await B.c()\n}")?.call
        == "B.c")
    #expect(SharedBody.forwardedCall(in: "@Test func a() {\n  B.c()\n  B.d()\n}") == nil)
    #expect(SharedBody.forwardedCall(in: "@Test func a() {\n  B.c(1)\n}") == nil)
    #expect(SharedBody.forwardedCall(in: "@Test func a() {\n  c()\n}") == nil)
  }
}
