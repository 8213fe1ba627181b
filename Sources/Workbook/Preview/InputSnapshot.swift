#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
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

  struct Stamp: Equatable, Sendable {
    var modified: Date?
    var size: Int?
  }

  /// Each file's stamp, by its path relative to the root.
  private(set) var stamps: [String: Stamp] = [:]

  public init(root: URL, folders: [String] = Self.folders) {
    let fileManager = FileManager.default
    for folder in folders {
      let base = root.appending(path: folder).path
      guard let paths = try? fileManager.subpathsOfDirectory(atPath: base) else { continue }
      for path in paths {
        guard let attributes = try? fileManager.attributesOfItem(atPath: "\(base)/\(path)"),
          attributes[.type] as? FileAttributeType == .typeRegular
        else { continue }
        stamps["\(folder)/\(path)"] = Stamp(
          modified: attributes[.modificationDate] as? Date,
          size: (attributes[.size] as? any BinaryInteger).map { Int($0) })
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
