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

/// A temporary folder for one run (a test run's event stream and traces, an exercise run's
/// check output), removed when the run ends (``remove()``).
///
/// A run killed before it could remove its folder leaves it behind, so its name says whose it
/// is (`workbook-PID-KIND-UUID` in the system's temporary folder), and it holds a lock the run
/// keeps (`flock` on `.lock`, released by the system when the process dies however it dies).
/// Each new folder first removes those whose process is gone and whose lock is free; the lock
/// keeps a folder safe from a run that cannot see its process (another PID namespace sharing
/// the temporary folder).
public struct ScratchFolder {
  static let prefix = "workbook-"

  /// The folder.
  public let url: URL
  private let lock: Int32

  /// Removes what earlier runs left, then makes this run's folder and takes its lock; `kind`
  /// names what the folder is for.
  public init(for kind: String) throws {
    let temporary = FileManager.default.temporaryDirectory
    Self.sweep(temporary)
    url = temporary.appending(path: "\(Self.prefix)\(getpid())-\(kind)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    lock = open(url.appending(path: ".lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    if lock >= 0 { flock(lock, LOCK_EX) }
  }

  /// Removes the folder and lets its lock go.
  public func remove() {
    try? FileManager.default.removeItem(at: url)
    if lock >= 0 { close(lock) }
  }

  /// Removes the entries `workbook-PID-…` in `temporary` that no living run holds.
  static func sweep(_ temporary: URL) {
    for name in FileSystem.directoryEntries(temporary.path) ?? [] where name.hasPrefix(prefix) {
      let folder = temporary.appending(path: name)
      let owner = name.dropFirst(prefix.count).prefix { $0 != "-" }
      guard let pid = pid_t(owner), pid > 0 else { continue }
      if kill(pid, 0) == 0 || errno == EPERM { continue }
      let descriptor = open(folder.appending(path: ".lock").path, O_RDWR | O_CLOEXEC)
      if descriptor >= 0 {
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
      }
      try? FileManager.default.removeItem(at: folder)
    }
  }
}
