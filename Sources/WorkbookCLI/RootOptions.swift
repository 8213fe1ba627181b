import ArgumentParser

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `--root` option shared by every subcommand: the package whose book to use.
struct RootOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The package root holding chapters/ and site/theme/ (default: the nearest enclosing folder with chapters/book.toc).",
      valueName: "path"))
  var root: String?

  /// The root given, or the nearest folder at or above the current one holding the book.
  func resolvedRoot() throws -> URL {
    if let root { return URL(filePath: root, directoryHint: .isDirectory).standardizedFileURL }
    var directory = URL(
      filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory)
    while true {
      if FileManager.default.fileExists(atPath: directory.appending(path: "chapters/book.toc").path)
      {
        return directory
      }
      let parent = directory.deletingLastPathComponent()
      if parent.path == directory.path {
        throw ValidationError("no chapters/book.toc here or in any parent folder; pass --root")
      }
      directory = parent
    }
  }
}
