import ArgumentParser
import WorkbookBook

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `--root` option shared by every subcommand: the package whose book to use, found by
/// ``BookRoot``.
struct RootOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The package root holding chapters/ and site/theme/ (default: the nearest enclosing folder with \(TableOfContents.path)).",
      valueName: "path"))
  var root: String?

  /// The root given, or the nearest folder at or above the current one holding the book.
  func resolvedRoot() throws -> URL {
    try Console.reportingDiagnostics {
      try BookRoot.find(
        given: root,
        from: URL(
          filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory))
    }
  }
}
