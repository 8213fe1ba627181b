import Foundation

@testable import WorkbookBase
@testable import WorkbookSite

/// The theme's own `search.js`, the one ranking the book has, run under node on an index as a
/// page runs it (`Fixtures/SearchScript/run-search.js` gives it a document of its own): what its
/// results panel lists for a query, best first. The browser suite runs the same script in
/// Chromium (`scripts/browser/search_checks.py`).
enum SearchScript {
  /// One result: the section's address and the terms the query reached it by.
  struct Result: Decodable, Equatable {
    var u: String
    var terms: [String]
  }

  /// Where node is, if it is installed; the tests that run the script need it.
  static let node: String? = ProcessInfo.processInfo.environment["PATH", default: ""]
    .split(separator: ":").map { "\($0)/node" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  static var nodeIsInstalled: Bool { node != nil }

  /// The results of each of `queries`, in order, on `index`.
  static func results(of queries: [String], in index: SearchIndex) throws -> [[Result]] {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "workbook-search-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let indexFile = folder.appending(path: "search-index.js")
    try Data(index.script()).write(to: indexFile)

    let process = Process()
    process.executableURL = URL(filePath: node ?? "node")
    process.arguments =
      [
        FixtureBook.fixtures.appending(path: "SearchScript/run-search.js").path,
        FixtureBook.packageRoot.appending(path: "site/theme/search.js").path, indexFile.path,
      ] + queries
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(message: "node exited with status \(process.terminationStatus)")
    }
    return try JSONDecoder().decode([[Result]].self, from: data)
  }

  /// The addresses of the results of `query` on `index`, best first.
  static func addresses(of query: String, in index: SearchIndex) throws -> [String] {
    try results(of: [query], in: index)[0].map(\.u)
  }

  struct Failure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
