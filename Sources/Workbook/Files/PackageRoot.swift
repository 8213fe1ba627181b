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

/// The one door through which the build reads the book's files.
///
/// A path is relative to the package root. It is resolved to its real path (every symbolic link
/// followed), which must stay inside the package's real root, and it must name a regular file:
/// a link to `/etc/passwd`, a FIFO or a directory is a located error, never published. Text is
/// decoded by ``TextDecoding``: UTF-8 checked at the byte, line endings and BOM normalised.
public struct PackageRoot: Sendable {
  public let url: URL
  /// The root's real path, or nil when nothing is there.
  let realPath: String?

  public init(_ url: URL) {
    self.url = url
    realPath = FileSystem.realPath(url.path)
  }

  /// Where `path` really leads, checked: inside the package and (when `regular`) a regular file.
  func resolve(_ path: String, at location: SourceLocation?) throws(Diagnostic) -> String {
    guard !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else {
      throw Diagnostic("'\(path)' must be a path inside the package, without '..'", at: location)
    }
    guard let realPath else {
      throw Diagnostic("the package root '\(url.path)' does not exist", at: location)
    }
    let joined = realPath == "/" ? "/" + path : realPath + "/" + path
    guard let real = FileSystem.realPath(joined) else {
      let reason = errno
      if reason == ENOENT || reason == ENOTDIR {
        throw Diagnostic("file '\(path)' not found", at: location)
      }
      throw Diagnostic("cannot read '\(path)': \(FileSystem.describe(reason))", at: location)
    }
    guard Self.contains(real, in: realPath) else {
      throw Diagnostic(
        "'\(path)' leads outside the package (to '\(real)'); the build reads only files inside it",
        at: location)
    }
    return real
  }

  /// The bytes of the regular file `path`.
  func readBytes(_ path: String, at location: SourceLocation?) throws(Diagnostic) -> [UInt8] {
    let real = try resolve(path, at: location)
    switch FileSystem.readRegularFile(real) {
    case .success(let bytes): return bytes
    case .failure(.notRegular):
      throw Diagnostic("'\(path)' is not a regular file", at: location)
    case .failure(.system(let reason)):
      throw Diagnostic("cannot read '\(path)': \(FileSystem.describe(reason))", at: location)
    }
  }

  /// The text of the regular file `path`: UTF-8, with `\n` line endings and no BOM. Invalid
  /// UTF-8 is an error located at the bad byte in that file.
  func readText(_ path: String, at location: SourceLocation?) throws(Diagnostic) -> String {
    try TextDecoding.text(from: readBytes(path, at: location), path: path)
  }

  /// Whether `path` is there at all (a link leading outside counts as there, so that reading
  /// it reports why it is refused).
  func exists(_ path: String) -> Bool {
    FileSystem.linkStatus(url.path + "/" + path) != nil
  }

  /// The names of the entries of the directory `path`, which must itself be a real directory
  /// inside the package (not a symbolic link), sorted, hidden ones left out; nil when there is
  /// no such directory.
  func directoryEntries(_ path: String, at location: SourceLocation?) throws(Diagnostic)
    -> [String]?
  {
    guard let status = FileSystem.linkStatus(url.path + "/" + path) else { return nil }
    guard status == .directory else {
      throw Diagnostic(
        status == .symbolicLink
          ? "'\(path)' is a symbolic link; the build copies only folders and files inside the package"
          : "'\(path)' is not a folder",
        at: location)
    }
    let real = try resolve(path, at: location)
    guard let names = FileSystem.directoryEntries(real) else {
      throw Diagnostic("cannot list '\(path)': \(FileSystem.describe(errno))", at: location)
    }
    return names.filter { !$0.hasPrefix(".") }.sorted()
  }

  static func contains(_ path: String, in root: String) -> Bool {
    root == "/" || path == root || path.hasPrefix(root + "/")
  }
}
