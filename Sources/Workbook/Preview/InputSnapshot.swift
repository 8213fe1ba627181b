#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The modification time and size of every file under the folders a book is built from: the
/// chapters (with the table of contents, the ledgers and the images), the theme, the recorded
/// test results, and the package's source trees that listings and tests come from. The live
/// preview polls it; two snapshots that differ mean a rebuild.
public struct InputSnapshot: Equatable, Sendable {
  /// The folders watched, relative to the book's root; a missing one is simply empty.
  public static let folders = [
    "chapters", "site/theme", ".workbook", "Sources", "Tests", "Solutions",
  ]

  /// When a file was last modified, to the nanosecond, and its size.
  struct Stamp: Equatable, Sendable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int
  }

  /// Each file's stamp, by its path relative to the root.
  private(set) var stamps: [String: Stamp] = [:]

  public init(root: URL, folders: [String] = Self.folders) {
    for folder in folders {
      let base = root.appending(path: folder).path
      guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: base) else {
        continue
      }
      var status = stat()
      for path in paths {
        guard stat("\(base)/\(path)", &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
          continue
        }
        #if canImport(Darwin)
          let modified = status.st_mtimespec
        #else
          let modified = status.st_mtim
        #endif
        stamps["\(folder)/\(path)"] = Stamp(
          seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec),
          size: Int(status.st_size))
      }
    }
  }

  /// The files added, removed or changed since `earlier`, sorted.
  public func changes(since earlier: InputSnapshot) -> [String] {
    Set(stamps.keys).union(earlier.stamps.keys)
      .filter { stamps[$0] != earlier.stamps[$0] }
      .sorted()
  }
}
