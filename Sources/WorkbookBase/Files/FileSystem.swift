internal import CheckRunner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX calls the build makes on files, each failing with the system's own reason, so
/// that every file-system error becomes a one-line diagnostic naming its path.
public enum FileSystem {
  /// Why reading a file failed.
  enum ReadError: Error {
    case notRegular
    /// Larger than the limit asked for; the size seen.
    case tooLarge(Int)
    case system(Int32)
  }

  /// What a path names, without following a final symbolic link.
  public enum Status: Equatable {
    case regular, directory, symbolicLink, other
  }

  /// The system's sentence for `code`, such as "Permission denied".
  public static func describe(_ code: Int32) -> String {
    strerror(code).map { String(cString: $0) } ?? "error \(code)"
  }

  /// `path` with every symbolic link, `.` and `..` resolved; nil (with `errno` set) when some
  /// part of it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  public static func linkStatus(_ path: String) -> Status? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return status(of: info.st_mode)
  }

  private static func status(of mode: mode_t) -> Status {
    switch mode & S_IFMT {
    case S_IFREG: .regular
    case S_IFDIR: .directory
    case S_IFLNK: .symbolicLink
    default: .other
    }
  }

  /// The contents of the open file `descriptor` if it is a regular file of at most `limit`
  /// bytes. The limit is checked against the file's size before reading and again while
  /// reading, so a file that grows meanwhile is refused too.
  static func readRegularFile(_ descriptor: Int32, limit: Int) -> Result<[UInt8], ReadError> {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(.system(errno)) }
    guard status(of: info.st_mode) == .regular else { return .failure(.notRegular) }
    guard Int(info.st_size) <= limit else { return .failure(.tooLarge(Int(info.st_size))) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(info.st_size))
    // A chunk the size the file had, plus one byte to see its end in the same read (at least a
    // page, at most 64 KB): zeroing 64 KB for each small file cost more than reading it.
    var chunk = [UInt8](repeating: 0, count: min(max(Int(info.st_size) + 1, 4096), 1 << 16))
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.system(errno))
      }
      if count == 0 { return .success(bytes) }
      guard bytes.count + count <= limit else { return .failure(.tooLarge(bytes.count + count)) }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  /// The size of the open file `descriptor` if it is a regular file.
  static func regularFileSize(_ descriptor: Int32) -> Result<Int, ReadError> {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(.system(errno)) }
    guard status(of: info.st_mode) == .regular else { return .failure(.notRegular) }
    return .success(Int(info.st_size))
  }

  /// The names in the directory `path`, `.` and `..` left out; nil (with `errno` set) on failure.
  public static func directoryEntries(_ path: String) -> [String]? {
    guard let directory = opendir(path) else { return nil }
    return DirectoryNames.read(directory)
  }

  /// The names in the open directory `descriptor`, which this takes over and closes.
  static func directoryEntries(descriptor: Int32) -> [String]? {
    guard let directory = fdopendir(descriptor) else {
      let reason = errno
      close(descriptor)
      errno = reason
      return nil
    }
    return DirectoryNames.read(directory)
  }

  /// Writes `bytes` to a new (or emptied) file at `path`; false (with `errno` set) on failure.
  public static func writeFile(_ bytes: [UInt8], to path: String) -> Bool {
    store(bytes, to: path, flags: O_TRUNC, mode: 0o644)
  }

  /// Writes `bytes` to a file at `path` that must not exist yet, with `mode` (the umask aside);
  /// false (with `errno` set) on failure, when a half-written file is removed.
  public static func writeNewFile(_ bytes: [UInt8], to path: String, mode: mode_t) -> Bool {
    guard store(bytes, to: path, flags: O_EXCL, mode: mode) else {
      let reason = errno
      if reason != EEXIST { unlink(path) }
      errno = reason
      return false
    }
    return true
  }

  private static func store(_ bytes: [UInt8], to path: String, flags: Int32, mode: mode_t) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | flags, mode)
    guard descriptor >= 0 else { return false }
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        let reason = errno
        close(descriptor)
        errno = reason
        return false
      }
      offset += count
    }
    return close(descriptor) == 0
  }

  /// Swaps the two entries `first` and `second` in one step; false (with `errno` set) when the
  /// system cannot.
  public static func exchange(_ first: String, _ second: String) -> Bool {
    #if canImport(Darwin)
      return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
    #else
      // glibc declares renameat2 only under _GNU_SOURCE, which Swift's Glibc module leaves out.
      typealias RenameAt2 =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
        errno = ENOSYS
        return false
      }
      let renameExchange: UInt32 = 1 << 1
      return unsafeBitCast(symbol, to: RenameAt2.self)(
        AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
    #endif
  }
}
