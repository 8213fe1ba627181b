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

/// What every file under the folders a book is built from looks like: the chapters (with the
/// table of contents, the ledgers and the images), the theme, the recorded test results, and
/// the package's source trees that listings and tests come from. The live preview polls it;
/// two snapshots that differ mean a rebuild. `exercise watch` polls an exercise's folder the
/// same way, and stamps the files its check runner is built from (``init(files:)``).
///
/// A file is told by its size, its modification and status-change times and its inode, so that
/// an edit that keeps the size and puts the modification time back (`touch -r`, a tool that
/// preserves times) is still seen: the status-change time cannot be set back, and a file saved
/// by replacing it gets a new inode. Those times have a granularity (a second on some file
/// systems), so a file changed within ``recent`` of the snapshot also has its contents hashed,
/// as git does for a "racily clean" file: two edits inside one tick of the clock differ there.
public struct InputSnapshot: Equatable, Sendable {
  /// The folders watched, relative to the book's root; a missing one is simply empty.
  public static let folders = [
    "chapters", "site/theme", ".workbook", "Sources", "Tests", "Solutions",
  ]

  /// How close to the snapshot a file's times must be for its contents to be hashed too.
  static let recent = 2

  /// How a file looked.
  struct Stamp: Equatable, Sendable {
    var modified: Time
    var changed: Time
    var inode: UInt64
    var size: Int
    /// A hash of the contents, for a file changed in the last ``recent`` seconds.
    var contents: UInt64?
  }

  /// A file time to the nanosecond.
  struct Time: Equatable, Sendable {
    var seconds: Int
    var nanoseconds: Int
  }

  /// Each file's stamp, by its path relative to the root.
  private(set) var stamps: [String: Stamp] = [:]

  public init(root: URL, folders: [String] = Self.folders) {
    let now = time(nil)
    for folder in folders {
      let base = root.appending(path: folder).path
      guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: base) else {
        continue
      }
      for path in paths {
        stamps["\(folder)/\(path)"] = Self.stamp("\(base)/\(path)", now: now)
      }
    }
  }

  /// What the files at the absolute paths `files` look like; a path that is not a regular file
  /// is left out.
  init(files: some Sequence<String>) {
    let now = time(nil)
    for file in files { stamps[file] = Self.stamp(file, now: now) }
  }

  /// The paths of the files, as ``init(root:folders:)`` or ``init(files:)`` named them.
  var files: Set<String> { Set(stamps.keys) }

  /// Whether every file's status last changed before `time` (seconds since 1970): a file
  /// changed after it was read may not be the one that was read.
  func settled(before time: Int) -> Bool {
    stamps.values.allSatisfy { $0.changed.seconds < time }
  }

  /// How the regular file at `path` looks, or nil when it is not one.
  private static func stamp(_ path: String, now: time_t) -> Stamp? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    #if canImport(Darwin)
      let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
    #else
      let (modified, changed) = (status.st_mtim, status.st_ctim)
    #endif
    let isRecent = now - max(modified.tv_sec, changed.tv_sec) < Self.recent
    return Stamp(
      modified: Time(seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec)),
      changed: Time(seconds: Int(changed.tv_sec), nanoseconds: Int(changed.tv_nsec)),
      inode: UInt64(status.st_ino), size: Int(status.st_size),
      contents: isRecent ? hash(path) : nil)
  }

  /// The files added, removed or changed since `earlier`, sorted.
  public func changes(since earlier: InputSnapshot) -> [String] {
    Set(stamps.keys).union(earlier.stamps.keys)
      .filter { path in
        guard let now = stamps[path], let then = earlier.stamps[path] else { return true }
        var settled = now
        // A hash taken on one side only says nothing: the file just left or entered the window.
        if now.contents == nil || then.contents == nil { settled.contents = then.contents }
        return settled != then
      }
      .sorted()
  }

  /// The FNV-1a hash of the file at `path`, read in pieces; nil when it cannot be read.
  private static func hash(_ path: String) -> UInt64? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return count == 0 ? hash : nil }
      for byte in chunk[..<count] { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }
  }
}
