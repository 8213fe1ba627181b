#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which file a check runner is, as built: its device, inode, size and change time. A file
/// written to, replaced or renamed over has another identity, and the change time cannot be set
/// back by its owner, so a check that rewrites its own runner (to make the next checks pass
/// without running) is seen before the next check starts.
struct RunnerIdentity: Equatable {
  private var device: UInt64
  private var inode: UInt64
  private var size: Int64
  private var changedSeconds: Int
  private var changedNanoseconds: Int

  /// The identity of the file at `path` (following links), or `nil` when there is none.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(truncatingIfNeeded: info.st_ino)
    size = Int64(info.st_size)
    #if canImport(Darwin)
      (changedSeconds, changedNanoseconds) = (info.st_ctimespec.tv_sec, info.st_ctimespec.tv_nsec)
    #else
      (changedSeconds, changedNanoseconds) = (info.st_ctim.tv_sec, info.st_ctim.tv_nsec)
    #endif
  }
}
