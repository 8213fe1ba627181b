import Foundation
import Testing

@testable import WorkbookBase

/// Hostile and broken books: each must fail with exactly the diagnostics listed, and leave the
/// site of the last good build byte for byte as it was.
@Suite struct BadInputCatalogue {
  static let included = "chapters/01-counter.md:3:12"

  static let containment: [BadInput] = [
    BadInput(
      "an include through a link to /etc/passwd",
      expected: [
        "\(included): error: 'Sources/Demo/Other.swift' leads outside the package (to '/etc/passwd'); the build reads only files inside it"
      ]
    ) { book in
      try book.link("Sources/Demo/Other.swift", to: "/etc/passwd")
      try book.write(
        "chapters/01-counter.md", "# The counter\n\n{{#include Sources/Demo/Other.swift}}\n")
    },
    BadInput(
      "an include through a link to the process's environment",
      expected: [
        "\(included): error: 'Sources/Demo/Other.swift' leads outside the package (to '/proc/\(getpid())/environ'); the build reads only files inside it"
      ]
    ) { book in
      try book.link("Sources/Demo/Other.swift", to: "/proc/self/environ")
      try book.write(
        "chapters/01-counter.md", "# The counter\n\n{{#include Sources/Demo/Other.swift}}\n")
    },
    BadInput(
      "an include through a linked folder outside the package",
      expected: [
        "chapters/01-counter.md:3:12: error: 'Sources/Etc/passwd' leads outside the package (to '/etc/passwd'); the build reads only files inside it"
      ]
    ) { book in
      try book.link("Sources/Etc", to: "/etc")
      try book.write("chapters/01-counter.md", "# The counter\n\n{{#include Sources/Etc/passwd}}\n")
    },
    BadInput(
      "recorded test results through a link to /etc/passwd",
      expected: [
        "error: '.workbook/test-results.json' leads outside the package (to '/etc/passwd'); the build reads only files inside it"
      ]
    ) { book in
      try book.link(".workbook/test-results.json", to: "/etc/passwd")
    },
    BadInput(
      "an include of a FIFO",
      expected: ["\(included): error: 'Sources/Demo/Other.swift' is not a regular file"]
    ) { book in
      #expect(mkfifo(book.root.appending(path: "Sources/Demo/Other.swift").path, 0o644) == 0)
      try book.write(
        "chapters/01-counter.md", "# The counter\n\n{{#include Sources/Demo/Other.swift}}\n")
    },
    BadInput(
      "an include of a folder",
      expected: ["\(included): error: 'Sources/Demo/Other.swift' is not a regular file"]
    ) { book in
      try FileManager.default.createDirectory(
        at: book.root.appending(path: "Sources/Demo/Other.swift"),
        withIntermediateDirectories: true)
      try book.write(
        "chapters/01-counter.md", "# The counter\n\n{{#include Sources/Demo/Other.swift}}\n")
    },
    BadInput(
      "an absolute include",
      expected: [
        "chapters/01-counter.md:3:12: error: '/etc/passwd' must be a path inside the package, without '..'"
      ]
    ) { book in
      try book.write("chapters/01-counter.md", "# The counter\n\n{{#include /etc/passwd}}\n")
    },
    BadInput(
      "an include climbing out with ..",
      expected: [
        "chapters/01-counter.md:3:12: error: 'Sources/../../x.swift' must be a path inside the package, without '..'"
      ]
    ) { book in
      try book.write(
        "chapters/01-counter.md", "# The counter\n\n{{#include Sources/../../x.swift}}\n")
    },
    BadInput(
      "a chapter that is a link outside the package",
      expected: [
        "chapters/book.toc:9:1: error: 'chapters/01-counter.md' leads outside the package (to '/etc/hostname'); the build reads only files inside it"
      ]
    ) { book in
      try book.link("chapters/01-counter.md", to: "/etc/hostname")
    },
    BadInput(
      "a claims ledger that is a link outside the package",
      expected: [
        "error: 'chapters/claims.ledger' leads outside the package (to '/etc/hostname'); the build reads only files inside it"
      ]
    ) { book in
      try book.link("chapters/claims.ledger", to: "/etc/hostname")
    },
    BadInput(
      "a table of contents that is a link outside the package",
      expected: [
        "error: 'chapters/book.toc' leads outside the package (to '/etc/hostname'); the build reads only files inside it"
      ]
    ) { book in
      try book.link("chapters/book.toc", to: "/etc/hostname")
    },
    BadInput(
      "a linked images folder",
      expected: [
        "error: 'chapters/images' is a symbolic link; the build copies only folders and files inside the package"
      ]
    ) { book in
      try book.link("chapters/images", to: "/etc")
    },
    BadInput(
      "an image that is a link outside the package",
      expected: [
        "error: 'chapters/images/secret.png' leads outside the package (to '/etc/hostname'); the build reads only files inside it"
      ]
    ) { book in
      try book.link("chapters/images/secret.png", to: "/etc/hostname")
    },
    BadInput(
      "a plot whose data file is a link outside the package",
      expected: [
        "chapters/01-counter.md:3:9: error: 'chapters/data/u.csv' leads outside the package (to '/etc/passwd'); the build reads only files inside it"
      ]
    ) { book in
      try book.link("chapters/data/u.csv", to: "/etc/passwd")
      try book.write(
        "chapters/01-counter.md", "# The counter\n\n{{#plot chapters/data/u.csv x=a y=b}}\n")
    },
    BadInput(
      "a theme file that is a link outside the package",
      expected: [
        "error: 'site/theme/evil.css' leads outside the package (to '/etc/hostname'); the build reads only files inside it"
      ]
    ) { book in
      try book.link("site/theme/evil.css", to: "/etc/hostname")
    },
    BadInput(
      "a page template that is a link outside the package",
      expected: [
        "error: 'site/theme/page.html' leads outside the package (to '/etc/hostname'); the build reads only files inside it"
      ]
    ) { book in
      try book.link("site/theme/page.html", to: "/etc/hostname")
    },
  ]

  static let numbersAndPlots: [BadInput] = [
    .chapter(
      "an include line written with a superscript digit",
      "# The counter\n\n{{#include Sources/Demo/Counter.swift:²}}\n",
      expected: [
        "chapters/01-counter.md:3:39: error: no anchor '²' in 'Sources/Demo/Counter.swift'"
      ]),
    .chapter(
      "an include line number too big for Int",
      "# The counter\n\n{{#include Sources/Demo/Counter.swift:99999999999999999999}}\n",
      expected: [
        "chapters/01-counter.md:3:39: error: line number 99999999999999999999 is too large"
      ]),
    .chapter(
      "an include line range too big for Int",
      "# The counter\n\n{{#include Sources/Demo/Counter.swift:1:99999999999999999999}}\n",
      expected: [
        "chapters/01-counter.md:3:39: error: expected a line range START:END, found '1:99999999999999999999'"
      ]),
    .chapter(
      "an include line range past the end",
      "# The counter\n\n{{#include Sources/Demo/Counter.swift:3:40}}\n",
      expected: [
        "chapters/01-counter.md:3:39: error: lines 3–40 are outside 'Sources/Demo/Counter.swift', which has 13 lines"
      ]),
    plot(
      "a linear plot of 1.7e308", "a,b\n1,1.7e308\n2,3\n",
      expected: [
        "chapters/01-counter.md:3:9: error: the values of 'b' (from 3.0 to 1.7e+308) span too far to draw on a chart"
      ]),
    plot(
      "a linear plot from -1e308 to 1e308", "a,b\n-1e308,1\n1e308,2\n",
      expected: [
        "chapters/01-counter.md:3:9: error: the values of 'a' (from -1e+308 to 1e+308) span too far to draw on a chart"
      ]),
    plot(
      "a plot value beyond a Double", "a,b\n1,1e309\n",
      expected: ["chapters/data/u.csv:2:1: error: 'a' and 'b' must be finite numbers"]),
    plot(
      "a log-log plot of zero", "a,b\n1,0\n", scale: "log-log",
      expected: ["chapters/data/u.csv:2:1: error: a log-log plot needs positive values"]),
  ]

  /// A chapter drawing `chapters/data/u.csv`, which holds `csv`.
  static func plot(
    _ name: String, _ csv: String, scale: String = "linear", expected: [String]
  ) -> BadInput {
    BadInput(name, expected: expected) { book in
      try book.write("chapters/data/u.csv", csv)
      try book.write(
        "chapters/01-counter.md",
        "# The counter\n\n{{#plot chapters/data/u.csv x=a y=b scale=\(scale)}}\n")
    }
  }

  static let encodings: [BadInput] = [
    .chapter(
      "invalid UTF-8 in a chapter",
      Array("# The counter\n\nSome ".utf8) + [0xFF] + Array(" text\n".utf8),
      expected: [
        "chapters/01-counter.md:3:6: error: 'chapters/01-counter.md' is not UTF-8 text: byte 0xFF is invalid here"
      ]),
    .chapter(
      "a chapter in Latin-1", Array("# Caf".utf8) + [0xE9, 0x0A],
      expected: [
        "chapters/01-counter.md:1:6: error: 'chapters/01-counter.md' is not UTF-8 text: byte 0xE9 is invalid here"
      ]),
    .included(
      "an included binary file", [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0xC0, 0x80],
      expected: [
        "Sources/Demo/Other.swift:1:9: error: 'Sources/Demo/Other.swift' is not UTF-8 text: byte 0xC0 is invalid here"
      ]),
    .included(
      "an included file cut inside a character",
      Array("let a = 1\nlet é = ".utf8).dropLast(3) + [0xC3],
      expected: [
        "Sources/Demo/Other.swift:2:7: error: 'Sources/Demo/Other.swift' is not UTF-8 text: byte 0xC3 is invalid here"
      ]),
    BadInput(
      "invalid UTF-8 in the table of contents",
      expected: [
        "chapters/book.toc:2:14: error: 'chapters/book.toc' is not UTF-8 text: byte 0xFE is invalid here"
      ]
    ) { book in
      try book.writeBytes("chapters/book.toc", Array("# t\nbook: Fixture".utf8) + [0xFE])
    },
    BadInput(
      "invalid UTF-8 in the claims ledger",
      expected: [
        "chapters/claims.ledger:1:8: error: 'chapters/claims.ledger' is not UTF-8 text: byte 0x80 is invalid here"
      ]
    ) { book in
      try book.writeBytes("chapters/claims.ledger", Array("claim: ".utf8) + [0x80])
    },
    BadInput(
      "invalid UTF-8 in a plot's data",
      expected: [
        "chapters/data/u.csv:2:3: error: 'chapters/data/u.csv' is not UTF-8 text: byte 0xFF is invalid here"
      ]
    ) { book in
      try book.writeBytes("chapters/data/u.csv", Array("a,b\n1,".utf8) + [0xFF])
      try book.write(
        "chapters/01-counter.md", "# The counter\n\n{{#plot chapters/data/u.csv x=a y=b}}\n")
    },
    BadInput(
      "a missing chapter",
      expected: ["chapters/book.toc:9:10: error: chapter file '01-counter.md' not found"]
    ) { book in
      try FileManager.default.removeItem(at: book.root.appending(path: "chapters/01-counter.md"))
    },
  ]

  static let lineEndings: [BadInput] = [
    BadInput(
      "a Windows table of contents with an unknown key",
      expected: [
        "chapters/book.toc:5:1: error: unknown key 'chapters' (expected book, ledger, sources, full-tests-per-chapter, reading-minutes-per-chapter, part, chapter or appendix)"
      ]
    ) { book in
      try book.write(
        "chapters/book.toc",
        "book: B\r\nledger: claims.ledger\r\nchapter: index.md\r\n  title: W\r\nchapters: x\r\n"
      )
    },
    BadInput(
      "an old-Mac claims ledger with a bad verdict",
      expected: [
        "chapters/claims.ledger:4:12: error: unknown verdict 'maybe' (expected holds, holds with a caveat, does not hold or not settled)"
      ]
    ) { book in
      try book.write(
        "chapters/claims.ledger",
        "claim: counter-starts-at-zero\r  source: s\r  says: z\r  verdict: maybe\r  tests: DemoTests/startsAtZero\r  section: 01-counter.md\r"
      )
    },
    .included(
      "a Windows source whose anchor is never opened",
      Array("// ANCHOR: a\r\nlet a = 1\r\n// ANCHOR_END: a\r\n".utf8),
      directive: "{{#include Sources/Demo/Other.swift:b}}",
      expected: ["chapters/01-counter.md:3:37: error: no anchor 'b' in 'Sources/Demo/Other.swift'"]),
    .included(
      "a source whose anchor is opened twice",
      Array(
        "// ANCHOR: a\nlet a = 1\n// ANCHOR_END: a\n// ANCHOR: a\nlet b = 2\n// ANCHOR_END: a\n"
          .utf8),
      directive: "{{#include Sources/Demo/Other.swift:a}}",
      expected: [
        "Sources/Demo/Other.swift:4:4: error: anchor 'a' is opened a second time (first on line 1)"
      ]),
    BadInput(
      "a Windows data file with a short row",
      expected: ["chapters/data/u.csv:3:1: error: expected 2 values, found 1"]
    ) { book in
      try book.write("chapters/data/u.csv", "a,b\r\n1,2\r\n3\r\n")
      try book.write(
        "chapters/01-counter.md", "# The counter\n\n{{#plot chapters/data/u.csv x=a y=b}}\n")
    },
  ]

  static let structure: [BadInput] = [
    BadInput(
      "an empty tests field",
      expected: ["chapters/book.toc:11:3: error: 'tests:' needs the name of a test target"]
    ) { book in
      try book.write(
        "chapters/book.toc",
        try book.read("chapters/book.toc").replacing("tests: DemoTests", with: "tests:"))
    },
    .chapter(
      "a heading whose anchor is a test listing's id",
      "# The counter\n\n{{#test DemoTests/startsAtZero}}\n\n## Test DemoTests startsAtZero\n",
      expected: [
        "chapters/01-counter.md:5:1: error: heading anchor 'test-demotests-startsatzero' is already the id of what line 3 shows"
      ]),
    .chapter(
      "an include of a missing file",
      "# The counter\n\n{{#include Sources/Demo/Other.swift:a}}\n",
      expected: [
        "chapters/01-counter.md:3:12: error: file 'Sources/Demo/Other.swift' not found"
      ]),
    .included(
      "an anchor that is never closed", Array("// ANCHOR: a\nlet a = 1\n".utf8),
      directive: "{{#include Sources/Demo/Other.swift:a}}",
      expected: [
        "chapters/01-counter.md:3:37: error: anchor 'a' in 'Sources/Demo/Other.swift' has no ANCHOR_END"
      ]),
    .chapter(
      "an unknown directive", "# The counter\n\n{{#frobnicate x}}\n",
      expected: [
        "chapters/01-counter.md:3:1: error: unknown directive 'frobnicate' (known: claim, exercise, include, plot, route, sources, table, test, tests, trace)"
      ]),
    .chapter(
      "a directive inside a sentence",
      "# The counter\n\nSee {{#include Sources/Demo/Counter.swift}} here.\n",
      expected: ["chapters/01-counter.md:3:5: error: a directive must stand alone on its own line"]),
    .chapter(
      "an unterminated directive", "# The counter\n\n{{#include Sources/Demo/Counter.swift\n",
      expected: [
        "chapters/01-counter.md:3:1: error: unterminated directive: expected '}}' at the end of the line"
      ]),
    .chapter(
      "an unknown plot argument",
      "# The counter\n\n{{#plot chapters/data/u.csv x=a y=b colour=red}}\n",
      expected: [
        "chapters/01-counter.md:3:37: error: unknown plot argument 'colour=red' (expected scale, series, title, x, y)"
      ]),
    BadInput(
      "a lock file that is a folder",
      expected: [
        "error: cannot open the lock file '$ROOT/site/.public-build.lock': Is a directory"
      ]
    ) { book in
      let lock = book.root.appending(path: "site/.public-build.lock")
      try FileManager.default.removeItem(at: lock)
      try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: true)
    },
    .chapter(
      "a duplicate heading", "# The counter\n\n## Twice\n\n## Twice\n",
      expected: [
        "chapters/01-counter.md:5:1: error: duplicate heading anchor 'twice' (first used on line 3)"
      ]),
  ]

  @Test(arguments: structure)
  func structuralMistakes(_ input: BadInput) throws {
    try Self.check(input)
  }

  @Test func theCatalogueHoldsAtLeastFortyInputs() {
    let count =
      Self.containment.count + Self.numbersAndPlots.count + Self.encodings.count
      + Self.lineEndings.count + Self.structure.count
    #expect(count >= 40)
  }

  @Test(arguments: containment)
  func filesOutsideThePackage(_ input: BadInput) throws {
    try Self.check(input)
  }

  @Test(arguments: numbersAndPlots)
  func numbersAndPlotsThatCannotBeShown(_ input: BadInput) throws {
    try Self.check(input)
  }

  @Test(arguments: encodings)
  func encodingErrorsAtTheBadByte(_ input: BadInput) throws {
    try Self.check(input)
  }

  @Test(arguments: lineEndings)
  func anyLineEndingIsOneLine(_ input: BadInput) throws {
    try Self.check(input)
  }

  /// Builds the fixture book, applies `input`, and checks that the build fails with exactly the
  /// expected diagnostics while the site stays byte for byte the last good one.
  static func check(_ input: BadInput) throws {
    let book = try FixtureBook()
    try book.builder.build()
    let before = try book.siteSnapshot()
    try input.change(book)
    var printed: [String] = []
    do {
      try book.builder.build()
    } catch let list as DiagnosticList {
      printed = list.diagnostics.map(\.description)
    } catch let diagnostic as Diagnostic {
      printed = [diagnostic.description]
    }
    let root = book.root.standardizedFileURL.path
    #expect(printed.map { $0.replacing(root, with: "$ROOT") } == input.expected)
    #expect(try book.siteSnapshot() == before, "the last good site is left as it was")
  }
}
