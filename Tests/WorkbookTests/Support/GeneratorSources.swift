import Foundation

/// The generator's Swift sources, for the tests that read what its code says (the messages a
/// translator is given): every file of its modules, `Sources/Workbook*/`, but the command line's
/// and the fuzzer's.
enum GeneratorSources {
  /// Each file's text, by its path from `Sources/`.
  static func texts() throws -> [String: String] {
    let sources = FixtureBook.packageRoot.appending(path: "Sources")
    var texts: [String: String] = [:]
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path)
    where module.hasPrefix("Workbook") && !["WorkbookCLI", "WorkbookFuzzer"].contains(module) {
      let folder = sources.appending(path: module)
      for file in try FileManager.default.subpathsOfDirectory(atPath: folder.path)
      where file.hasSuffix(".swift") {
        texts["\(module)/\(file)"] = try String(
          contentsOf: folder.appending(path: file), encoding: .utf8)
      }
    }
    return texts
  }
}
