import Testing

@testable import WorkbookBase
@testable import WorkbookRender

/// The shared reading of directives' arguments: every kind of word and value, and each mistake
/// reported at the word that makes it.
@Suite struct DirectiveArgumentsTests {
  static let syntax = DirectiveSyntax(
    "demo", words: [.required("PATH"), .flag("box")],
    keys: [
      .required("x", .text("COLUMN")), .optional("scale", .choice(["linear", "log-log"])),
      .optional("kinds", .list("KIND,…", allowed: ["send", "notify"]), noun: "event kind"),
      .optional("objects", .list("NAME,…")), .optional("depth", .number(from: 0)),
      .optional("record", .number(from: 1)), .optional("steps", .range),
      .optional("title", .text("\"…\"")),
    ])
  static let start = SourceLocation(path: "chapters/a.md", line: 4, column: 9)

  static func read(_ text: String, _ syntax: DirectiveSyntax = syntax) throws(Diagnostic)
    -> DirectiveArguments
  {
    try DirectiveArguments(parsing: text, at: start, syntax: syntax)
  }

  /// The error reading `text` reports, located; nil when it reads.
  static func error(reading text: String, _ syntax: DirectiveSyntax = syntax) -> String? {
    do {
      _ = try read(text, syntax)
      return nil
    } catch {
      return error.description
    }
  }

  /// Words are cut at spaces and quotes that are characters of their own: one a combining mark
  /// joins is text, as when the arguments were read by characters.
  @Test func aSpaceOrQuoteAMarkJoinsIsText() throws {
    let here = Self.start
    let words = try ArgumentWords.split("a \u{301}b c", at: here)
    #expect(words.map(\.text) == ["a \u{301}b", "c"])
    #expect(words.map(\.location.column) == [9, 15], "columns count bytes: the mark is two")
    #expect(try ArgumentWords.split("\"\u{301}x y", at: here).map(\.text) == ["\"\u{301}x", "y"])
    #expect(throws: Diagnostic.self) { try ArgumentWords.split("p\"\u{301}q\" r", at: here) }
    for word in ["a \u{301}b", "Core Types/A.swift", "観察 者"] {
      let written = ArgumentWords.written(word)
      #expect(try ArgumentWords.split(written, at: here).map(\.text) == [word], "\(written)")
    }
  }

  @Test func everyKindOfWordAndValueIsRead() throws {
    let arguments = try Self.read(
      #""data/a b.csv" box x=n scale=log-log kinds=send,notify objects=a,b depth=0 record=2 steps=3-12 title="A title""#
    )
    #expect(arguments.words == ["data/a b.csv"])
    #expect(arguments.wordLocations.map(\.column) == [10], "where the path itself begins")
    #expect(arguments.has("box"))
    #expect(arguments.text("x") == "n")
    #expect(arguments.text("scale") == "log-log")
    #expect(arguments.list("kinds") == ["send", "notify"])
    #expect(arguments.list("objects") == ["a", "b"])
    #expect(arguments.number("depth") == 0)
    #expect(arguments.number("record") == 2)
    #expect(arguments.range("steps") == 3...12)
    #expect(arguments.text("title") == "A title")
    #expect(arguments.location(of: "x")?.column == 9 + #""data/a b.csv" box "#.utf8.count)

    let plain = try Self.read("a.csv x=1")
    #expect(!plain.has("box") && plain.text("scale") == nil && plain.location(of: "depth") == nil)
  }

  @Test func severalWordsEachWhereItStands() throws {
    let syntax = DirectiveSyntax("tests", words: [.oneOrMore("REF")])
    let arguments = try Self.read("A/b  C/d", syntax)
    #expect(arguments.words == ["A/b", "C/d"])
    #expect(arguments.wordLocations.map(\.column) == [9, 14])
  }

  @Test func aPathWithASpaceIsOneWordInQuotes() throws {
    let include = DirectiveSyntax("include", words: [.required("PATH")])
    #expect(
      try Self.read(#""Sources/Core Types/A.swift:3:9""#, include).words == [
        "Sources/Core Types/A.swift:3:9"
      ])
    #expect(ArgumentWords.written("Sources/Core Types/A.swift") == #""Sources/Core Types/A.swift""#)
    #expect(ArgumentWords.written("Sources/A.swift") == "Sources/A.swift")
    #expect(
      Self.error(reading: "Sources/Core Types/A.swift", include)
        == #"chapters/a.md:4:22: error: expected {{#include PATH}}, found 'Types/A.swift' (a path holding spaces goes in quotes: {{#include "Sources/Core Types/A.swift"}})"#
    )
  }

  @Test func aStrayWordAfterANameIsNoPath() {
    let test = DirectiveSyntax("test", words: [.required("TARGET/NAME")])
    #expect(
      Self.error(reading: "DemoTests/startsAtZero extra", test)
        == "chapters/a.md:4:32: error: expected {{#test TARGET/NAME}}, found 'extra'")
  }

  @Test func theUsageShowsEveryWordAndKey() {
    #expect(
      Self.syntax.usage
        == #"{{#demo PATH [box] x=COLUMN [scale=linear|log-log] [kinds=KIND,…] [objects=NAME,…] [depth=N] [record=N] [steps=A-B] [title="…"]}}"#
    )
    #expect(DirectiveSyntax("tests", words: [.oneOrMore("REF")]).usage == "{{#tests REF …}}")
  }

  static let mistakes: [(String, String)] = [
    ("", "4:9: error: expected \(syntax.usage)"),
    ("x=1", "4:9: error: expected \(syntax.usage), found 'x=1'"),
    ("a.csv", "4:9: error: {{#demo …}} needs x=COLUMN: \(syntax.usage)"),
    (
      "a.csv x=1 colour=red",
      "4:19: error: unknown demo argument 'colour=red' (expected depth, kinds, objects, record, scale, steps, title, x)"
    ),
    (
      "a.csv x=1 stray",
      "4:19: error: unknown demo argument 'stray' (expected depth, kinds, objects, record, scale, steps, title, x)"
    ),
    ("a.csv x=1 x=2", "4:19: error: 'x' is given twice"),
    ("a.csv x=", "4:15: error: 'x=' needs a value: x=COLUMN"),
    ("a.csv x=1 scale=cubic", "4:19: error: unknown scale 'cubic' (expected linear or log-log)"),
    (
      "a.csv x=1 kinds=send,colour",
      "4:19: error: unknown event kind 'colour' (expected send, notify)"
    ),
    ("a.csv x=1 depth=-1", "4:19: error: depth takes a whole number, found '-1'"),
    ("a.csv x=1 record=0", "4:19: error: record takes a whole number from 1, found '0'"),
    ("a.csv x=1 steps=12-3", "4:19: error: steps takes a range like 3-12, found '12-3'"),
    (#"a.csv x=1 title="open"#, "4:25: error: unterminated quote in the directive's arguments"),
  ]

  @Test(arguments: mistakes)
  func aMistakeIsReportedAtItsWord(_ text: String, _ expected: String) {
    #expect(Self.error(reading: text) == "chapters/a.md:" + expected)
  }

  @Test func aDirectiveWithoutArgumentsTakesNone() throws {
    let syntax = DirectiveSyntax("route")
    #expect(try Self.read("", syntax).words.isEmpty)
    #expect(
      Self.error(reading: "  all", syntax)
        == "chapters/a.md:4:11: error: {{#route}} takes no arguments")
    let claim = DirectiveSyntax("claim", words: [.required("ID"), .flag("box")])
    #expect(
      Self.error(reading: "c-1 boxed", claim)
        == "chapters/a.md:4:13: error: expected {{#claim ID [box]}}, found 'boxed'")
  }

  /// Generated arguments of spaces, quotes, letters, marks and prepended signs.
  static let generatedArguments: [String] = {
    let pieces = [" ", " ", "\"", "\"", "a", "é", "中", "\u{301}", "\u{600}", "=", "\r\n", "x"]
    var random = SeededNumbers(seed: 0x5851_F42D_4C95_7F2D)
    return (0..<5_000).map { _ in
      (0..<random.next(12)).map { _ in pieces[random.next(pieces.count)] }.joined()
    }
  }()

  @Test func wordsSplitOnTheBytesAreTheWordsSplitByCharacters() {
    let here = SourceLocation(path: "a.md", line: 1, column: 10)
    for text in Self.generatedArguments {
      let words = try? ArgumentWords.split(text, at: here)
      let expected = Self.wordsByCharacters(text)
      #expect(
        words?.map { Array($0.text.utf8) } == expected?.map { Array($0.text.utf8) },
        "\(text.debugDescription)")
      #expect(
        words?.map(\.location.column) == expected?.map { here.column + $0.offset },
        "\(text.debugDescription)")
    }
  }

  /// The words of `text` read by characters, each with the byte offset where it begins; nil
  /// when a quote is left open.
  static func wordsByCharacters(_ text: String) -> [(text: String, offset: Int)]? {
    var words: [(text: String, offset: Int)] = []
    var current = ""
    var start: Int?
    var openQuote: Int?
    var offset = 0
    for character in text {
      if character == "\"" {
        openQuote = openQuote == nil ? offset : nil
        start = start ?? offset + 1
      } else if character == " ", openQuote == nil {
        if let begun = start { words.append((current, begun)) }
        current = ""
        start = nil
      } else {
        current.append(character)
        start = start ?? offset
      }
      offset += character.utf8.count
    }
    guard openQuote == nil else { return nil }
    if let begun = start { words.append((current, begun)) }
    return words
  }
}
