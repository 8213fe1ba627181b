import WorkbookBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The reading end of a pipe a child process writes its output into (see
/// ``ChildProcess/runReadingOutput(_:in:environment:echo:readsStandardError:line:)``): what arrives is cut into
/// lines, and copied to this process's standard output if `echo` says so.
struct OutputPipe {
  /// Whether the writing end may still send more.
  enum State { case open, closed }

  let descriptor: Int32
  let echo: Bool
  /// The bytes of a line whose newline has not arrived yet.
  private var partial: [UInt8] = []

  init(descriptor: Int32, echo: Bool) {
    self.descriptor = descriptor
    self.echo = echo
  }

  /// A new pipe, both ends marked to close on `exec`; `posix_spawn`'s `dup2` gives the child
  /// its own copy of the writing end. (Glibc's Swift module has no `pipe2`, so the ends are
  /// marked just after they are made: a child another thread starts in between may inherit
  /// them, which can only keep the pipe open, and reading does not wait for it to close.)
  static func make() throws(Diagnostic) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      throw Diagnostic("cannot make a pipe: \(String(cString: strerror(errno)))", at: nil)
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  /// Waits up to `milliseconds` for output, then reads what is there, handing each whole line
  /// to `line`.
  mutating func waitAndRead(milliseconds: Int32, line: (Substring) -> Void) -> State {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let ready = poll(&request, 1, milliseconds)
    guard ready > 0 else { return .open }
    return readOnce(line: line)
  }

  /// Reads whatever is waiting in the pipe, without waiting for more.
  mutating func drain(line: (Substring) -> Void) {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    while readOnce(line: line) == .open {}
  }

  /// Hands over the last line when the output did not end with a newline.
  mutating func finish(line: (Substring) -> Void) {
    guard !partial.isEmpty else { return }
    line(Substring(String(decoding: partial, as: UTF8.self)))
    partial = []
  }

  /// One `read`: `.closed` at the end of the output, or when nothing is waiting in a
  /// non-blocking pipe.
  private mutating func readOnce(line: (Substring) -> Void) -> State {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 { return errno == EINTR ? .open : .closed }
    guard count > 0 else { return .closed }
    if echo { Self.copyToStandardOutput(chunk[..<count]) }
    var start = 0
    for index in 0..<count where chunk[index] == UInt8(ascii: "\n") {
      partial += chunk[start..<index]
      line(Substring(String(decoding: partial, as: UTF8.self)))
      partial = []
      start = index + 1
    }
    partial += chunk[start..<count]
    return .open
  }

  /// Writes `bytes` whole to this process's standard output.
  private static func copyToStandardOutput(_ bytes: ArraySlice<UInt8>) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}
