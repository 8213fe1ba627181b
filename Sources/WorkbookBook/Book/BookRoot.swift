import WorkbookBase

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where a book is: the package folder that holds its table of contents (``TableOfContents/path``).
/// Every command finds its book here: the folder `--root` names, which must hold one, or else the
/// nearest folder at or above the current one that does.
public enum BookRoot {
  /// The folder of the book: `root` when given (`--root`), else the nearest folder at or above
  /// `folder` holding a table of contents. An error says which it looked for and why it failed.
  public static func find(given root: String?, from folder: URL) throws(Diagnostic) -> URL {
    guard let root else { return try enclosing(folder) }
    try refuseEmpty(root)
    let url = URL(filePath: root, directoryHint: .isDirectory).standardizedFileURL
    guard FileManager.default.directoryExists(atPath: url.path) else {
      throw Diagnostic("--root \(root): no such folder", at: nil)
    }
    guard holdsABook(url) else {
      throw Diagnostic(
        "--root \(root): no \(TableOfContents.path) in this folder (is it the package root?)",
        at: nil)
    }
    return url
  }

  /// `--root ''` names no folder: refused, rather than read as the current one.
  public static func refuseEmpty(_ root: String) throws(Diagnostic) {
    guard root.isEmpty else { return }
    throw Diagnostic(
      "--root '': give the package's folder, or leave --root out to use the current one", at: nil)
  }

  /// The nearest folder at or above `folder` that holds a table of contents.
  private static func enclosing(_ folder: URL) throws(Diagnostic) -> URL {
    var directory = folder
    while !holdsABook(directory) {
      let parent = directory.deletingLastPathComponent()
      guard parent.path != directory.path else {
        throw Diagnostic(
          "no \(TableOfContents.path) here or in any parent folder; run 'workbook init' or pass --root",
          at: nil)
      }
      directory = parent
    }
    return directory
  }

  private static func holdsABook(_ folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appending(path: TableOfContents.path).path)
  }
}
