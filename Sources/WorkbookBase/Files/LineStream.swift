#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's lines read from its descriptor 64 KB at a time, so that a file of any size can be
/// searched in bounded memory: only one piece and the line it cuts through are held.
///
/// Lines are cut as ``TextDecoding`` cuts them (`\n`, `\r\n` and a lone `\r` each end a line,
/// a leading BOM is dropped) and numbered from 1; a final line without an ending counts, an
/// empty one after the last ending does not. Bytes are handed over undecoded: the caller
/// decodes only the lines it keeps.
public struct LineStream {
  /// Calls `body` with each line's number and bytes (without its ending), in order, and
  /// returns how many lines there are. A line longer than ``PackageRoot/largestInput`` is an
  /// error at that line.
  public static func scan(
    _ descriptor: Int32, path: String, at location: SourceLocation?,
    _ body: (_ number: Int, _ line: UnsafeBufferPointer<UInt8>) throws(Diagnostic) -> Void
  ) throws(Diagnostic) -> Int {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var carried: [UInt8] = []
    var number = 0
    var afterCarriageReturn = false
    var atStart = true
    func emit(_ line: UnsafeBufferPointer<UInt8>) throws(Diagnostic) {
      number += 1
      try body(number, line)
    }
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Diagnostic("cannot read '\(path)': \(FileSystem.describe(errno))", at: location)
      }
      if count == 0 { break }
      try chunk.withUnsafeBufferPointer { (buffer) throws(Diagnostic) in
        var start = 0
        if atStart {
          atStart = false
          if count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { start = 3 }
        }
        if afterCarriageReturn, start < count, buffer[start] == UInt8(ascii: "\n") { start += 1 }
        afterCarriageReturn = false
        // Most files have no `\r`: then each line end is found by `memchr`, which keeps a
        // large file quick to scan even in a debug build.
        let base = buffer.baseAddress!
        let hasCarriageReturn = memchr(base + start, 0x0D, count - start) != nil
        var index = start
        while index < count {
          let end: Int
          if hasCarriageReturn {
            end = (index..<count).first { buffer[$0] == 0x0A || buffer[$0] == 0x0D } ?? count
          } else {
            end =
              memchr(base + index, 0x0A, count - index).map {
                $0 - UnsafeMutableRawPointer(mutating: base)
              } ?? count
          }
          guard end < count else { break }
          let byte = buffer[end]
          let piece = UnsafeBufferPointer(rebasing: buffer[start..<end])
          if carried.isEmpty {
            try emit(piece)
          } else {
            carried.append(contentsOf: piece)
            try carried.withUnsafeBufferPointer { (line) throws(Diagnostic) in try emit(line) }
            carried.removeAll(keepingCapacity: true)
          }
          index = end + 1
          if byte == 0x0D {
            if index == count {
              afterCarriageReturn = true
            } else if buffer[index] == 0x0A {
              index += 1
            }
          }
          start = index
        }
        carried.append(contentsOf: buffer[start..<count])
        guard carried.count <= PackageRoot.largestInput else {
          throw Diagnostic(
            "line \(number + 1) of '\(path)' is longer than \(PackageRoot.megabytes(PackageRoot.largestInput))",
            at: location)
        }
      }
    }
    if !carried.isEmpty {
      try carried.withUnsafeBufferPointer { (line) throws(Diagnostic) in try emit(line) }
    }
    return number
  }

  /// Whether `line` holds the bytes of `needle`; each place its first byte occurs is found by
  /// `memchr`.
  public static func line(_ line: UnsafeBufferPointer<UInt8>, contains needle: StaticString) -> Bool
  {
    let count = needle.utf8CodeUnitCount
    guard count > 0, line.count >= count, let base = line.baseAddress else { return false }
    var start = 0
    while start <= line.count - count,
      let found = memchr(base + start, Int32(needle.utf8Start[0]), line.count - count + 1 - start)
    {
      let offset = found.assumingMemoryBound(to: UInt8.self) - UnsafeMutablePointer(mutating: base)
      if memcmp(base + offset, needle.utf8Start, count) == 0 { return true }
      start = offset + 1
    }
    return false
  }
}
