import WorkbookBase

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A file `workbook test` records in the book's `.workbook/` folder as JSON (any dates in ISO
/// 8601, keys sorted, so the file is the same for the same record), and every build reads.
public protocol RecordedJSONFile: Codable {
  /// Where the file stands, relative to the book's root.
  static var path: String { get }
  /// Whether the file is indented for people to read, or kept compact (a large file that only
  /// the generator reads).
  static var isIndented: Bool { get }
  /// The record of a book that has no such file yet.
  init()
}

extension RecordedJSONFile {
  /// Loads the file under `root`, or an empty record when there is none yet. It is read as the
  /// book's other files are (``PackageRoot``): inside the package, and not beyond the size
  /// limit.
  public static func load(root: URL) throws -> Self {
    let package = PackageRoot(root)
    guard package.exists(path) else { return Self() }
    let data = Data(try package.readBytes(path, at: nil))
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    do {
      return try decoder.decode(Self.self, from: data)
    } catch {
      throw Diagnostic(
        "cannot read \(path) (\(error)); delete it and run 'workbook test'", at: nil)
    }
  }

  public func save(root: URL) throws {
    let url = root.appending(path: Self.path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = Self.isIndented ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    try encoder.encode(self).write(to: url, options: .atomic)
  }
}
