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

/// The temporary folder of one exercise run (the checks' output), removed when the run ends
/// (``remove()``).
///
/// A run killed before it could remove its folder leaves it behind, so its name says whose it
/// is (`workbook-exercise-PID-UUID`), and it holds a lock the run keeps (`flock` on `.lock`,
/// released by the system when the process dies however it dies). Each run first removes the
/// folders whose process is gone and whose lock is free; the lock keeps a folder safe from a
/// run that cannot see its process (another PID namespace sharing the folder).
struct ScratchFolder {
  static let prefix = "workbook-exercise-"

  let url: URL
  private let lock: Int32

  /// Removes what earlier runs left, then makes this run's folder and takes its lock.
  init() throws {
    let temporary = FileManager.default.temporaryDirectory
    Self.sweep(temporary)
    url = temporary.appending(path: "\(Self.prefix)\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    lock = open(url.appending(path: ".lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    if lock >= 0 { flock(lock, LOCK_EX) }
  }

  /// Removes the folder and lets its lock go.
  func remove() {
    try? FileManager.default.removeItem(at: url)
    if lock >= 0 { close(lock) }
  }

  /// Removes the run folders in `temporary` that no living run holds.
  static func sweep(_ temporary: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    for name in names where name.hasPrefix(prefix) {
      let folder = temporary.appending(path: name)
      let owner = name.dropFirst(prefix.count).prefix { $0 != "-" }
      if let pid = pid_t(owner), kill(pid, 0) == 0 || errno == EPERM { continue }
      let descriptor = open(folder.appending(path: ".lock").path, O_RDWR | O_CLOEXEC)
      if descriptor >= 0 {
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
      }
      try? FileManager.default.removeItem(at: folder)
    }
  }
}
