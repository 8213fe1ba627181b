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
    if let root {
      try Self.refuseEmpty(root)
      let url = URL(filePath: root, directoryHint: .isDirectory).standardizedFileURL
      guard FileManager.default.directoryExists(atPath: url.path) else {
        throw Console.failure("--root \(root): no such folder")
      }
      guard FileManager.default.fileExists(atPath: url.appending(path: "chapters/book.toc").path)
      else {
        throw Console.failure(
          "--root \(root): no chapters/book.toc in this folder (is it the package root?)")
      }
      return url
    }
    var directory = URL(
      filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory)
    while true {
      if FileManager.default.fileExists(atPath: directory.appending(path: "chapters/book.toc").path)
      {
        return directory
      }
      let parent = directory.deletingLastPathComponent()
      if parent.path == directory.path {
        throw Console.failure(
          "no chapters/book.toc here or in any parent folder; run 'workbook init' or pass --root")
      }
      directory = parent
    }
  }
}

extension RootOptions {
  /// `--root ''` names no folder: refused, rather than read as the current one.
  static func refuseEmpty(_ root: String) throws {
    guard root.isEmpty else { return }
    throw Console.failure(
      "--root '': give the package's folder, or leave --root out to use the current one")
  }
}

extension FileManager {
  /// Whether `path` names a directory. (FoundationEssentials takes a `Bool` where Apple's
  /// Foundation takes an `ObjCBool`.)
  fileprivate func directoryExists(atPath path: String) -> Bool {
    #if canImport(FoundationEssentials)
      var isDirectory = false
      return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    #else
      var isDirectory: ObjCBool = false
      return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    #endif
  }
}
