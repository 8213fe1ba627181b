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
/// A path is relative to the package root. It is opened component by component from the root's
/// real path (``ContainedOpen``), following a symbolic link only while it stays inside the
/// package, and the file is read from the descriptor that was checked: a link to `/etc/passwd`,
/// a folder swapped for one during a build, a FIFO or a directory is a located error, never
/// published. Text is decoded by ``TextDecoding``: UTF-8 checked at the byte, line endings and
/// BOM normalised. No file is read whole beyond ``largestInput``.
public struct PackageRoot: Sendable {
  /// The most bytes the build reads whole from any one file: 16 MB, about forty times this
  /// book's longest chapter. Decoding and rendering take a few times a file's size in memory,
  /// so the limit is what bounds the memory one input can claim. A larger source file can still
  /// be included by line range or anchor (``LineStream`` reads it in pieces), as long as what is
  /// shown stays under the limit.
  public static let largestInput = 16 << 20

  public let url: URL
  /// The root's real path, or nil when nothing is there.
  public let realPath: String?

  public init(_ url: URL) {
    self.url = url
    realPath = FileSystem.realPath(url.path)
  }

  /// Runs `body` with a descriptor of the regular file `path`, opened inside the package, and
  /// its size; the descriptor is closed after.
  public func withRegularFile<T>(
    _ path: String, at location: SourceLocation?,
    _ body: (_ descriptor: Int32, _ size: Int) throws(Diagnostic) -> T
  ) throws(Diagnostic) -> T {
    let descriptor = try open(path, as: .file, at: location)
    defer { close(descriptor) }
    switch FileSystem.regularFileSize(descriptor) {
    case .success(let size): return try body(descriptor, size)
    case .failure(let failure): throw diagnostic(failure, path, at: location)
    }
  }

  /// The bytes of the regular file `path`, at most ``largestInput`` of them.
  public func readBytes(_ path: String, at location: SourceLocation?) throws(Diagnostic) -> [UInt8]
  {
    let descriptor = try open(path, as: .file, at: location)
    defer { close(descriptor) }
    switch FileSystem.readRegularFile(descriptor, limit: Self.largestInput) {
    case .success(let bytes): return bytes
    case .failure(let failure): throw diagnostic(failure, path, at: location)
    }
  }

  /// The text of the regular file `path`: UTF-8, with `\n` line endings and no BOM. Invalid
  /// UTF-8 is an error located at the bad byte in that file.
  public func readText(_ path: String, at location: SourceLocation?) throws(Diagnostic) -> String {
    try TextDecoding.text(from: readBytes(path, at: location), path: path)
  }

  /// Whether `path` is there at all (a link leading outside counts as there, so that reading
  /// it reports why it is refused).
  public func exists(_ path: String) -> Bool {
    FileSystem.linkStatus(url.path + "/" + path) != nil
  }

  /// The names of the entries of the directory `path`, which must itself be a real directory
  /// inside the package (not a symbolic link), sorted, hidden ones left out; nil when there is
  /// no such directory.
  public func directoryEntries(_ path: String, at location: SourceLocation?) throws(Diagnostic)
    -> [String]?
  {
    guard let status = FileSystem.linkStatus(url.path + "/" + path) else { return nil }
    guard status == .directory else { throw notAFolder(path, status, at: location) }
    let descriptor: Int32
    do {
      descriptor = try open(path, as: .folder, at: location)
    } catch {
      // Swapped for a link or a file since the look above.
      throw notAFolder(path, FileSystem.linkStatus(url.path + "/" + path), at: location)
    }
    guard let names = FileSystem.directoryEntries(descriptor: descriptor) else {
      throw Diagnostic("cannot list '\(path)': \(FileSystem.describe(errno))", at: location)
    }
    return names.filter { !$0.hasPrefix(".") }.sorted()
  }

  /// Whether the entry `path` of a folder listed with ``directoryEntries(_:at:)`` is itself a
  /// folder (not a link to one).
  public func isFolder(_ path: String) -> Bool {
    FileSystem.linkStatus(url.path + "/" + path) == .directory
  }

  static func contains(_ path: String, in root: String) -> Bool {
    root == "/" || path == root || path.hasPrefix(root + "/")
  }

  /// A descriptor of `path` opened inside the package, or the diagnostic saying why not.
  private func open(_ path: String, as final: ContainedOpen.Final, at location: SourceLocation?)
    throws(Diagnostic) -> Int32
  {
    guard !path.isEmpty, path.utf8.first != UInt8(ascii: "/"),
      !ContainedOpen.hasParentComponent(path)
    else {
      throw Diagnostic("'\(path)' must be a path inside the package, without '..'", at: location)
    }
    guard let realPath else {
      throw Diagnostic("the package root '\(url.path)' does not exist", at: location)
    }
    switch ContainedOpen.open(path, beneath: realPath, as: final) {
    case .success(let descriptor):
      return descriptor
    case .failure(.outside):
      // Where it leads, for the message only: what was opened has already been refused.
      let joined = realPath == "/" ? "/" + path : realPath + "/" + path
      let target = FileSystem.realPath(joined) ?? "somewhere outside"
      throw Diagnostic(
        "'\(path)' leads outside the package (to '\(target)'); the build reads only files inside it",
        at: location)
    case .failure(.finalLink):
      throw notAFolder(path, .symbolicLink, at: location)
    case .failure(.system(let reason)):
      throw diagnostic(.system(reason), path, at: location)
    }
  }

  private func diagnostic(
    _ failure: FileSystem.ReadError, _ path: String, at location: SourceLocation?
  )
    -> Diagnostic
  {
    switch failure {
    case .notRegular, .system(EISDIR):
      return Diagnostic("'\(path)' is not a regular file", at: location)
    case .system(ENOENT), .system(ENOTDIR):
      return Diagnostic("file '\(path)' not found", at: location)
    case .system(let reason):
      return Diagnostic("cannot read '\(path)': \(FileSystem.describe(reason))", at: location)
    case .tooLarge(let size):
      return Diagnostic(
        "'\(path)' is \(Self.megabytes(size)), more than the \(Self.megabytes(Self.largestInput)) the build reads from one file",
        at: location ?? SourceLocation(path: path, line: 1, column: 1))
    }
  }

  private func notAFolder(
    _ path: String, _ status: FileSystem.Status?, at location: SourceLocation?
  )
    -> Diagnostic
  {
    Diagnostic(
      status == .symbolicLink
        ? "'\(path)' is a symbolic link; the build copies only folders and files inside the package"
        : "'\(path)' is not a folder",
      at: location)
  }

  /// `size` in whole megabytes (rounded up), as a reader counts them.
  public static func megabytes(_ size: Int) -> String {
    "\((size + (1 << 20) - 1) >> 20) MB"
  }
}
