import Foundation
import Testing

/// The `workbook` binary run as a user runs it, on fixture books: each folder of
/// `Fixtures/CommandLine/` holds the `arguments` (one line, split on spaces), an optional
/// `overlay/` copied over the Basic book, and the `expected-stdout`, `expected-stderr` and
/// `expected-status` of the run, with the book's folder written as `$ROOT`.
///
/// Set `WORKBOOK_UPDATE_EXPECTED=1` to rewrite the expected files from what the binary prints,
/// when output changes on purpose; review the difference before committing it.
@Suite struct CommandLineTests {
  static let cases = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appending(path: "Fixtures/CommandLine")

  static var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: cases.path)) ?? []).sorted()
  }

  @Test func everyCaseHasItsExpectedFiles() {
    #expect(Self.names.count >= 8)
  }

  @Test(arguments: names)
  func printsWhatItPrintedBefore(_ name: String) throws {
    let folder = Self.cases.appending(path: name)
    let book = try FixtureBook()
    let overlay = folder.appending(path: "overlay")
    if FileManager.default.fileExists(atPath: overlay.path) {
      for path in try FileManager.default.subpathsOfDirectory(atPath: overlay.path) {
        let source = overlay.appending(path: path)
        var isDirectory = ObjCBool(false)
        _ = FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory)
        if isDirectory.boolValue { continue }
        try book.writeBytes(path, Array(try Data(contentsOf: source)))
      }
    }
    let arguments = try String(contentsOf: folder.appending(path: "arguments"), encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
      .split(separator: " ").map(String.init)
    let run = try WorkbookBinary.run(arguments, in: book.root)
    let root = book.root.standardizedFileURL.path
    let printed = [
      "expected-stdout": run.standardOutput.replacing(root, with: "$ROOT"),
      "expected-stderr": run.standardError.replacing(root, with: "$ROOT"),
      "expected-status": "\(run.status)\n",
    ]
    for (file, text) in printed.sorted(by: { $0.key < $1.key }) {
      let url = folder.appending(path: file)
      if ProcessInfo.processInfo.environment["WORKBOOK_UPDATE_EXPECTED"] == "1" {
        try text.write(to: url, atomically: true, encoding: .utf8)
      } else {
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? "(no \(file))"
        #expect(text == expected, "\(name)/\(file) (WORKBOOK_UPDATE_EXPECTED=1 rewrites it)")
      }
    }
  }
}
