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

/// Writes a site into a fresh directory beside its destination and swaps it in only when every
/// file was written, so a failed build leaves the last good site untouched.
public struct SiteWriter {
  public let destination: URL

  public init(destination: URL) { self.destination = destination }

  /// Writes `bytes` to a new file at `path` with plain `open`/`write`: files in the staging
  /// directory need no atomic rename or sync of their own, since the whole directory is swapped
  /// in at the end.
  public static func writeFile(_ bytes: [UInt8], to path: String) throws(Diagnostic) {
    guard FileSystem.writeFile(bytes, to: path) else { throw failure("write", path) }
  }

  /// Makes the directory `path`, whose parent exists.
  public static func makeDirectory(_ path: String) throws(Diagnostic) {
    guard mkdir(path, 0o755) == 0 else { throw failure("create the folder", path) }
  }

  /// A one-line diagnostic for the failed `action` on `path`, with the system's reason.
  static func failure(_ action: String, _ path: String) -> Diagnostic {
    Diagnostic("cannot \(action) '\(path)': \(FileSystem.describe(errno))", at: nil)
  }

  /// Calls `write` with an empty staging directory; if it returns, the staging directory
  /// replaces `destination`; if it throws, the staging directory is deleted and the error passes.
  public func write(_ write: (String) throws -> Void) throws {
    let fileManager = FileManager.default
    let parent = destination.deletingLastPathComponent()
    try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
    let token = UUID().uuidString.prefix(8)
    let staging = parent.appending(path: ".\(destination.lastPathComponent)-new-\(token)")
    let retired = parent.appending(path: ".\(destination.lastPathComponent)-old-\(token)")
    try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
    do {
      try write(staging.path)
    } catch {
      try? fileManager.removeItem(at: staging)
      throw error
    }
    let hadSite = fileManager.fileExists(atPath: destination.path)
    if hadSite { try fileManager.moveItem(at: destination, to: retired) }
    do {
      try fileManager.moveItem(at: staging, to: destination)
    } catch {
      if hadSite { try? fileManager.moveItem(at: retired, to: destination) }
      try? fileManager.removeItem(at: staging)
      throw error
    }
    if hadSite { try? fileManager.removeItem(at: retired) }
  }
}
