import ProcessShims

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line of a check runner, the executable that `workbook exercise run` builds with
/// the reader's starter and starts once per check:
///
/// - `--list` sends the checks' names, in the order they run;
/// - `--check NAME` runs that check alone and sends whether it passed, or what it expected and
///   what it got;
/// - `--story yours` and `--story solution` tell the exercise's traced story (``Story``) with the
///   reader's code or with the reference solution, and send what the tracer recorded, or that
///   the exercise has none.
///
/// Both send their answer over ``CheckChannel``, never as an exit status or on standard
/// output, which are the reader's: whatever the reader's code prints stays its own, and a
/// process that ends before the check's body has returned (an `exit(0)`, an `atexit`
/// handler) has sent nothing, which is not a pass. After sending, the runner ends with
/// `_exit`, so `atexit` handlers do not run.
///
/// Started without the channel (by hand, say), the runner says what starts it and exits 2.
public enum CheckRunner {
  /// One check: its name, and a body that answers what it expected and got when it fails, or
  /// `nil` when it passes.
  public struct Check {
    /// The check's name, as `--list` sends it and `--check NAME` chooses it.
    public let name: String
    /// Runs the check: `nil` when it passes, else what it expected and what it got.
    public let failure: () -> String?

    public init(name: String, failure: @escaping () -> String?) {
      self.name = name
      self.failure = failure
    }
  }

  /// An exercise's traced story, told once with each implementation: each answers what the
  /// tracer recorded, as the JSON a ``CheckChannel/Message/story(_:)`` carries.
  public struct Story {
    public let yours: () -> String
    public let solution: () -> String

    public init(yours: @escaping () -> String, solution: @escaping () -> String) {
      self.yours = yours
      self.solution = solution
    }
  }

  /// Runs what the command line asks for among `checks` and `story` (nil for an exercise
  /// without one), sends its answer and ends.
  public static func main(_ checks: [Check], story: Story? = nil) -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let work: (() -> CheckChannel.Message)?
    switch (arguments.first, arguments.count) {
    case ("--list", 1): work = nil
    case ("--check", 2):
      guard let check = checks.first(where: { $0.name == arguments[1] }) else {
        finish(
          .failed("expected: a check called '\(arguments[1])'\ngot: no such check"),
          nonce: receiveNonce())
      }
      work = { check.failure().map { .failed($0) } ?? .passed }
    case ("--story", 2) where ["yours", "solution"].contains(arguments[1]):
      let tell = arguments[1] == "yours" ? story?.yours : story?.solution
      work = { tell.map { .story($0()) } ?? .noStory }
    default:
      fail("usage: \(CommandLine.arguments[0]) --list | --check NAME | --story yours|solution")
    }
    let nonce = receiveNonce()
    Watchdog.start()
    guard let work else { finish(.listed(checks.map(\.name)), nonce: nonce) }
    StackOverflowNote.install(nonce: nonce)
    // What the reader's code prints goes to a file, which the C library would buffer whole and
    // lose if the check then crashes or is stopped; a line at a time, it is there to be shown.
    _ = process_shims_line_buffer_stdout()
    finish(work(), nonce: nonce)
  }

  /// Reads the nonce `workbook` wrote to the channel, and keeps the channel from the programs
  /// the check may start.
  private static func receiveNonce() -> String {
    let channel = CheckChannel.descriptor
    guard fcntl(channel, F_SETFD, FD_CLOEXEC) == 0 else {
      fail(
        "error: \(CommandLine.arguments[0]) runs under 'workbook exercise run', which gives it a channel on descriptor \(channel)"
      )
    }
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while line.count < 64 {
      let count = read(channel, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      guard count == 1, byte != UInt8(ascii: "\n") else { break }
      line.append(byte)
    }
    guard !line.isEmpty else {
      fail("error: the channel on descriptor \(channel) closed before it gave this run's nonce")
    }
    return String(decoding: line, as: UTF8.self)
  }

  /// Sends `message`, then ends without running `atexit` handlers (the reader's code may have
  /// registered some), after flushing what the reader's code printed.
  private static func finish(_ message: CheckChannel.Message, nonce: String) -> Never {
    let bytes = CheckChannel.encode(message, nonce: nonce)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        write(CheckChannel.descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      sent += count
    }
    fflush(nil)
    _exit(0)
  }

  private static func fail(_ message: String) -> Never {
    let line = Array((message + "\n").utf8)
    _ = write(STDERR_FILENO, line, line.count)
    exit(2)
  }
}
