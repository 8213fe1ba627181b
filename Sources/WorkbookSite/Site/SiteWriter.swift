import WorkbookBase

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
///
/// The swap exchanges the two directories with one system call (`renameat2(RENAME_EXCHANGE)` on
/// Linux, `renamex_np(RENAME_SWAP)` on macOS; a file system without it falls back to two
/// renames), so at every moment `site/public` is a real,
/// complete folder: a reader on `file://`, a `tar` or `cp -r` of it, and a kill at any instant
/// all see the old site or the new one, never none or half of one. The old site then sits in
/// the staging folder's place and is deleted. Staging folders are named `.public-new-…` and
/// `.public-old-…` beside `site/public` (ignored by git); a build interrupted before it could
/// delete them leaves them for the next build to remove. An exclusive `flock` on
/// `.public-build.lock` makes a second build of the same book wait for the first.
public struct SiteWriter {
  public let destination: URL
  /// Told when the build must wait for another one to finish.
  public var onWait: (String) -> Void

  public init(destination: URL, onWait: @escaping (String) -> Void = { _ in }) {
    self.destination = destination
    self.onWait = onWait
  }

  /// Writes `bytes` to a new file at `path`: files in the staging directory need no atomic
  /// rename or sync of their own, since the whole directory is swapped in at the end.
  public static func writeFile(_ bytes: [UInt8], to path: String) throws(Diagnostic) {
    guard FileSystem.writeFile(bytes, to: path) else { throw failure("write", path) }
  }

  /// Writes `text` as UTF-8 to a new file at `url`.
  public static func writeFile(_ text: String, to url: URL) throws(Diagnostic) {
    try writeFile(Array(text.utf8), to: url.path)
  }

  /// Makes the directory `path`, whose parent exists.
  public static func makeDirectory(_ path: String) throws(Diagnostic) {
    guard mkdir(path, 0o755) == 0 else { throw failure("create the folder", path) }
  }

  /// A one-line diagnostic for the failed `action` on `path`, with the system's reason.
  static func failure(_ action: String, _ path: String) -> Diagnostic {
    Diagnostic("cannot \(action) '\(path)': \(FileSystem.describe(errno))", at: nil)
  }

  private var parent: String { destination.deletingLastPathComponent().path }
  private var name: String { destination.lastPathComponent }

  /// Calls `write` with the path of an empty staging directory; if it returns, the staging
  /// directory replaces `destination`; if it throws, the staging directory is deleted and the
  /// error passes.
  public func write(_ write: (String) throws -> Void) throws {
    try makeDirectories(parent)
    let lock = try BuildLock(path: "\(parent)/.\(name)-build.lock", onWait: onWait)
    defer { lock.release() }
    removeLeftovers()
    let token = UUID().uuidString.prefix(8)
    let staging = "\(parent)/.\(name)-new-\(token)"
    try Self.makeDirectory(staging)
    do {
      try write(staging)
    } catch {
      remove(staging)
      throw error
    }
    let target = destination.path
    guard FileSystem.linkStatus(target) != nil else {
      guard rename(staging, target) == 0 else {
        let failure = Self.failure("move the new site to", target)
        remove(staging)
        throw failure
      }
      return
    }
    let retired = "\(parent)/.\(name)-old-\(token)"
    if FileSystem.exchange(staging, target) {
      // The staging folder now holds the old site: mark it old, then delete it.
      remove(rename(staging, retired) == 0 ? retired : staging)
      return
    }
    guard [EINVAL, ENOSYS, ENOTSUP].contains(errno) else {
      let failure = Self.failure("swap the new site into", target)
      remove(staging)
      throw failure
    }
    try swapInTwoSteps(staging, target, retired)
  }

  /// For a file system that cannot exchange two folders: the old site moves aside, then the new
  /// one takes its place, leaving a short moment without a site.
  private func swapInTwoSteps(_ staging: String, _ target: String, _ retired: String) throws {
    guard rename(target, retired) == 0 else {
      let failure = Self.failure("move the old site from", target)
      remove(staging)
      throw failure
    }
    guard rename(staging, target) == 0 else {
      let failure = Self.failure("move the new site to", target)
      _ = rename(retired, target)
      remove(staging)
      throw failure
    }
    remove(retired)
  }

  /// Deletes the staging folders of builds that were interrupted; only called under the lock,
  /// so no running build owns them.
  private func removeLeftovers() {
    for entry in FileSystem.directoryEntries(parent) ?? []
    where entry.hasPrefix(".\(name)-new-") || entry.hasPrefix(".\(name)-old-") {
      remove("\(parent)/\(entry)")
    }
  }

  private func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }

  private func makeDirectories(_ path: String) throws(Diagnostic) {
    if FileSystem.linkStatus(path) == .directory { return }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw Diagnostic("cannot create the folder '\(path)'", at: nil)
    }
  }
}

/// An exclusive lock on a file, held until released or until the process ends (the system
/// drops a `flock` with its descriptor, so a killed build never leaves a stale lock).
struct BuildLock {
  private let descriptor: Int32

  init(path: String, onWait: (String) -> Void) throws(Diagnostic) {
    descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw SiteWriter.failure("open the lock file", path) }
    if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
    onWait("Waiting for another build of this book to finish (it holds \(path))")
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        close(descriptor)
        throw SiteWriter.failure("lock", path)
      }
    }
  }

  func release() { close(descriptor) }
}
