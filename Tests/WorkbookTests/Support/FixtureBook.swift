import Foundation

@testable import WorkbookBase
@testable import WorkbookSite

/// A copy of a fixture book in a fresh temporary folder, with the real theme beside it, so a test
/// can change files and build without touching the repository.
final class FixtureBook {
  static let fixtures = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appending(path: "Fixtures")
  static let packageRoot = fixtures.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  let root: URL

  init(_ name: String = "Basic") throws {
    root = FileManager.default.temporaryDirectory.appending(
      path: "workbook-fixture-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Self.fixtures.appending(path: "Books/\(name)"), to: root)
    try FileManager.default.createDirectory(
      at: root.appending(path: "site"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Self.packageRoot.appending(path: "site/theme"), to: root.appending(path: "site/theme"))
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  func write(_ path: String, _ text: String) throws {
    let url = root.appending(path: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appending(path: path), encoding: .utf8)
  }

  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appending(path: path).path)
  }

  var builder: SiteBuilder { SiteBuilder(root: root) }

  /// Builds the site and returns the HTML of one output page.
  func buildPage(_ name: String) throws -> String {
    try builder.build()
    return try read("site/public/\(name)")
  }

  /// The diagnostics `workbook check` reports, as printed; empty when the book is fine.
  func diagnostics() -> [String] {
    do {
      try builder.check()
      return []
    } catch let list as DiagnosticList {
      return list.diagnostics.map(\.description)
    } catch {
      return ["\(error)"]
    }
  }

  /// The diagnostics for a chapter `01-counter.md` holding `markdown`.
  func diagnostics(chapter markdown: String) throws -> [String] {
    try write("chapters/01-counter.md", markdown)
    return diagnostics()
  }
}
