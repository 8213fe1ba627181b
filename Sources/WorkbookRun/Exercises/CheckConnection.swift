internal import CheckRunner
import WorkbookBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `workbook`'s end of one runner's ``CheckChannel``: a connected pair of sockets, one end
/// passed to the runner, the other read here, with a fresh nonce.
///
/// Holding this end open is also what keeps the runner alive: when it closes, because the run
/// ended or `workbook` died, the runner's watchdog ends the runner and its descendants.
final class CheckConnection {
  let nonce = CheckChannel.newNonce()
  /// The end the runner gets, as its descriptor ``CheckChannel/descriptor``; closed here once
  /// the runner has started.
  private(set) var theirs: Int32
  private let ours: Int32
  private var received: [UInt8] = []

  init() throws(Diagnostic) {
    var pair: [Int32] = [0, 0]
    #if canImport(Glibc)
      let made = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0, &pair)
    #else
      let made = socketpair(AF_UNIX, SOCK_STREAM, 0, &pair)
    #endif
    guard made == 0 else {
      throw Diagnostic(
        "cannot open a channel to the check runner: \(String(cString: strerror(errno)))", at: nil)
    }
    ours = pair[0]
    theirs = pair[1]
    // Darwin has no SOCK_CLOEXEC: the flag is set here instead (a program started by another
    // thread in between could inherit the ends; `workbook` starts its programs from one thread).
    for descriptor in pair { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(ours, F_SETFL, fcntl(ours, F_GETFL) | O_NONBLOCK)
    #if canImport(Darwin)
      var on: Int32 = 1
      setsockopt(ours, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
    if theirs == CheckChannel.descriptor {
      theirs = fcntl(CheckChannel.descriptor, F_DUPFD_CLOEXEC, 10)
      close(CheckChannel.descriptor)
    }
  }

  deinit {
    close(ours)
    if theirs >= 0 { close(theirs) }
  }

  /// Closes the runner's end here and sends it the nonce. A runner that has already died
  /// leaves the nonce unread, which is no error: it will not have reported.
  func started() {
    close(theirs)
    theirs = -1
    let line = Array((nonce + "\n").utf8)
    #if canImport(Glibc)
      _ = send(ours, line, line.count, Int32(MSG_NOSIGNAL))
    #else
      _ = send(ours, line, line.count, 0)
    #endif
  }

  /// Reads what the runner has sent so far, without waiting.
  func receive() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(ours, $0.baseAddress, $0.count, 0) }
      if count > 0 {
        received += buffer[..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  /// The runner's messages, in the order it sent them.
  var messages: [CheckChannel.Message] { CheckChannel.decode(received, nonce: nonce) }
}
