import Foundation
import Testing

/// One hostile or broken input for the catalogue: what to do to a fresh copy of the fixture book,
/// and the exact diagnostics a build must print for it.
struct BadInput: Sendable, CustomTestStringConvertible {
  let name: String
  let change: @Sendable (FixtureBook) throws -> Void
  let expected: [String]

  init(
    _ name: String, expected: [String], change: @escaping @Sendable (FixtureBook) throws -> Void
  ) {
    self.name = name
    self.change = change
    self.expected = expected
  }

  var testDescription: String { name }

  /// A chapter `01-counter.md` holding `markdown` (bytes, so that a case can hold any byte).
  static func chapter(
    _ name: String, _ markdown: [UInt8], expected: [String]
  ) -> BadInput {
    BadInput(name, expected: expected) { book in
      try book.writeBytes("chapters/01-counter.md", markdown)
    }
  }

  static func chapter(_ name: String, _ markdown: String, expected: [String]) -> BadInput {
    chapter(name, Array(markdown.utf8), expected: expected)
  }

  /// A chapter that includes `Sources/Demo/Other.swift`, which holds `source`.
  static func included(
    _ name: String, _ source: [UInt8], directive: String = "{{#include Sources/Demo/Other.swift}}",
    expected: [String]
  ) -> BadInput {
    BadInput(name, expected: expected) { book in
      try book.writeBytes("Sources/Demo/Other.swift", source)
      try book.write("chapters/01-counter.md", "# The counter\n\n\(directive)\n")
    }
  }
}

extension FixtureBook {
  func writeBytes(_ path: String, _ bytes: [UInt8]) throws {
    let url = root.appending(path: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  /// Makes `path` a symbolic link to `target`.
  func link(_ path: String, to target: String) throws {
    let url = root.appending(path: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
  }

  /// Every file of `site/public` with its bytes, links listed by their target: what a reader
  /// could see.
  func siteSnapshot() throws -> [String: Data] {
    let site = root.appending(path: "site/public").path
    var snapshot: [String: Data] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: site) {
      let full = site + "/" + path
      if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
        snapshot[path] = Data("link → \(target)".utf8)
      } else if let data = FileManager.default.contents(atPath: full) {
        snapshot[path] = data
      } else {
        snapshot[path] = Data()
      }
    }
    return snapshot
  }
}
