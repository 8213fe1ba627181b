#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the small text files of `/proc` (whose size `stat` reports as 0, so they are read until
/// the end), without Foundation, which the runner and `workbook` both do without.
public enum ProcFile {
  /// The whole file as text, or `nil` when it cannot be opened (the process has ended, say).
  public static func read(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        readBytes(descriptor, $0.baseAddress, $0.count)
      }
      if count > 0 {
        bytes += buffer[..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// `read(2)`, under a name that the static `ProcFile.read` does not hide.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}
