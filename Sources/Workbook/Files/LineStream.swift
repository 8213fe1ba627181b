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
struct LineStream {
  /// Calls `body` with each line's number and bytes (without its ending), in order, and
  /// returns how many lines there are. A line longer than ``PackageRoot/largestInput`` is an
  /// error at that line.
  static func scan(
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
        var index = start
        while index < count {
          let byte = buffer[index]
          guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
            index += 1
            continue
          }
          let piece = UnsafeBufferPointer(rebasing: buffer[start..<index])
          if carried.isEmpty {
            try emit(piece)
          } else {
            carried.append(contentsOf: piece)
            try carried.withUnsafeBufferPointer { (line) throws(Diagnostic) in try emit(line) }
            carried.removeAll(keepingCapacity: true)
          }
          index += 1
          if byte == UInt8(ascii: "\r") {
            if index == count {
              afterCarriageReturn = true
            } else if buffer[index] == UInt8(ascii: "\n") {
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

  /// Whether `line` holds the bytes of `needle`.
  static func line(_ line: UnsafeBufferPointer<UInt8>, contains needle: StaticString) -> Bool {
    let count = needle.utf8CodeUnitCount
    guard line.count >= count else { return false }
    let first = needle.utf8Start[0]
    for start in 0...(line.count - count) where line[start] == first {
      if (1..<count).allSatisfy({ line[start + $0] == needle.utf8Start[$0] }) { return true }
    }
    return false
  }
}
