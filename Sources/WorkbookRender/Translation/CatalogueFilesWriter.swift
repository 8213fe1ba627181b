import WorkbookBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a set of catalogue files so that none is ever half-written: each is written under a
/// temporary name beside its own (`.NAME.workbook-i18n-PID`), and only once all are written are
/// they renamed into place, each rename replacing a file whole. On a failure before the renames
/// every temporary file is removed and nothing changed.
public struct CatalogueFilesWriter {
  let root: PackageRoot

  public init(root: PackageRoot) { self.root = root }

  /// Writes `files` (text by path relative to the root), making their folders, and removes
  /// `obsolete` (paths), once all are written.
  public func write(_ files: [String: String], removing obsolete: [String] = []) throws(Diagnostic)
  {
    var staged: [(temporary: String, final: String)] = []
    func undo(_ failure: Diagnostic) -> Diagnostic {
      for (temporary, _) in staged { unlink(temporary) }
      return failure
    }
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      let final = root.url.path + "/" + path
      let folder = String(final[..<(final.lastIndex(of: "/") ?? final.endIndex)])
      try makeFolders(folder)
      let name = final[final.index(after: final.lastIndex(of: "/") ?? final.startIndex)...]
      let temporary = "\(folder)/.\(name).workbook-i18n-\(getpid())"
      guard FileSystem.writeFile(Array(text.utf8), to: temporary) else {
        throw undo(Self.failure("write", temporary))
      }
      staged.append((temporary, final))
    }
    for (temporary, final) in staged {
      guard rename(temporary, final) == 0 else { throw undo(Self.failure("replace", final)) }
    }
    for path in obsolete { unlink(root.url.path + "/" + path) }
  }

  /// Makes `folder` and those above it inside the root that are missing.
  private func makeFolders(_ folder: String) throws(Diagnostic) {
    guard FileSystem.linkStatus(folder) == nil else { return }
    let parent = String(folder[..<(folder.lastIndex(of: "/") ?? folder.endIndex)])
    if parent.count > root.url.path.count { try makeFolders(parent) }
    guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
      throw Self.failure("create the folder", folder)
    }
  }

  private static func failure(_ action: String, _ path: String) -> Diagnostic {
    Diagnostic("cannot \(action) '\(path)': \(FileSystem.describe(errno))", at: nil)
  }
}
