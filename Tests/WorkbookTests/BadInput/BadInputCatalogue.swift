import Foundation
import Testing

@testable import Workbook

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
      try book.write("chapters/01-counter.md", "# C\n\n{{#include Sources/Demo/Other.swift}}\n")
    },
    BadInput(
      "an include through a link to the process's environment",
      expected: [
        "\(included): error: 'Sources/Demo/Other.swift' leads outside the package (to '/proc/\(getpid())/environ'); the build reads only files inside it"
      ]
    ) { book in
      try book.link("Sources/Demo/Other.swift", to: "/proc/self/environ")
      try book.write("chapters/01-counter.md", "# C\n\n{{#include Sources/Demo/Other.swift}}\n")
    },
    BadInput(
      "an include through a linked folder outside the package",
      expected: [
        "chapters/01-counter.md:3:12: error: 'Sources/Etc/passwd' leads outside the package (to '/etc/passwd'); the build reads only files inside it"
      ]
    ) { book in
      try book.link("Sources/Etc", to: "/etc")
      try book.write("chapters/01-counter.md", "# C\n\n{{#include Sources/Etc/passwd}}\n")
    },
    BadInput(
      "an include of a FIFO",
      expected: ["\(included): error: 'Sources/Demo/Other.swift' is not a regular file"]
    ) { book in
      #expect(mkfifo(book.root.appending(path: "Sources/Demo/Other.swift").path, 0o644) == 0)
      try book.write("chapters/01-counter.md", "# C\n\n{{#include Sources/Demo/Other.swift}}\n")
    },
    BadInput(
      "an include of a folder",
      expected: ["\(included): error: 'Sources/Demo/Other.swift' is not a regular file"]
    ) { book in
      try FileManager.default.createDirectory(
        at: book.root.appending(path: "Sources/Demo/Other.swift"),
        withIntermediateDirectories: true)
      try book.write("chapters/01-counter.md", "# C\n\n{{#include Sources/Demo/Other.swift}}\n")
    },
    BadInput(
      "an absolute include",
      expected: [
        "chapters/01-counter.md:3:12: error: '/etc/passwd' must be a path inside the package, without '..'"
      ]
    ) { book in
      try book.write("chapters/01-counter.md", "# C\n\n{{#include /etc/passwd}}\n")
    },
    BadInput(
      "an include climbing out with ..",
      expected: [
        "chapters/01-counter.md:3:12: error: 'Sources/../../x.swift' must be a path inside the package, without '..'"
      ]
    ) { book in
      try book.write("chapters/01-counter.md", "# C\n\n{{#include Sources/../../x.swift}}\n")
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
      try book.write("chapters/01-counter.md", "# C\n\n{{#plot chapters/data/u.csv x=a y=b}}\n")
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

  @Test(arguments: containment)
  func fails(_ input: BadInput) throws {
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
    #expect(printed == input.expected)
    #expect(try book.siteSnapshot() == before, "the last good site is left as it was")
  }
}
