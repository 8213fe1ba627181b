import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The keys `exercise watch` reads from standard input.
///
/// From a terminal, each key arrives as it is pressed, neither echoed nor waiting for Enter
/// (the terminal's canonical mode and echo are off; Ctrl-C and Ctrl-Z still send their
/// signals). The terminal is put back as it was however the command ends: by ``restore()`` on
/// the way out, by the handlers of ``ExerciseInterruption`` for SIGINT, SIGTERM and SIGHUP
/// (the command then exits through ``restore()``), before stopping for Ctrl-Z (and again
/// after `fg`), and before `workbook` itself crashes (SIGSEGV, SIGILL, SIGBUS, SIGFPE,
/// SIGTRAP, SIGABRT: the handler puts the terminal back, then lets the crash happen as it
/// would have). A check's crash is its own process's and never reaches this one.
///
/// From a pipe or a file, each character is a key and line breaks are left out, so
/// `printf 'hq'` and `printf 'h\nq\n'` press the same keys; the end of the input is ``Event/end``.
final class KeyInput {
  /// What ``next(waitingAtMost:)`` saw.
  enum Event: Equatable {
    case key(Character)
    /// No key within the time given.
    case none
    /// The input ended: nothing more can come.
    case end
  }

  /// Whether standard input is a terminal, put in key-at-a-time mode.
  let isTerminal: Bool
  private var pending: [Character] = []
  private var ended = false

  /// Reads keys from standard input, putting a terminal in key-at-a-time mode.
  init() {
    isTerminal = isatty(STDIN_FILENO) == 1
    if isTerminal { TerminalMode.enterKeyAtATime() }
  }

  /// Puts the terminal back as it was. Safe to call more than once.
  func restore() {
    TerminalMode.restore()
  }

  /// The next key, waiting at most `seconds` for one.
  func next(waitingAtMost seconds: Double) -> Event {
    if !pending.isEmpty { return .key(pending.removeFirst()) }
    if ended { return .end }
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, Int32(seconds * 1000))
    guard ready > 0 else { return .none }
    var bytes = [UInt8](repeating: 0, count: 64)
    let count = read(STDIN_FILENO, &bytes, bytes.count)
    if count < 0 { return errno == EINTR || errno == EAGAIN ? .none : end() }
    if count == 0 { return end() }
    pending = Self.keys(in: bytes[..<count], fromTerminal: isTerminal)
    return pending.isEmpty ? .none : .key(pending.removeFirst())
  }

  private func end() -> Event {
    ended = true
    return .end
  }

  /// The keys in what one read returned. From a terminal, an escape sequence (an arrow key, a
  /// function key) is one press and names no key of ours, so it is left out whole; from a pipe,
  /// line breaks are left out.
  static func keys(in bytes: ArraySlice<UInt8>, fromTerminal: Bool) -> [Character] {
    if fromTerminal, bytes.first == 0x1B { return bytes.count == 1 ? ["\u{1B}"] : [] }
    let characters = String(decoding: bytes, as: UTF8.self)
    return fromTerminal ? Array(characters) : characters.filter { $0 != "\n" && $0 != "\r" }
  }
}

/// The terminal's settings before `exercise watch` changed them, and the signal handlers that
/// put them back. A C signal handler captures nothing, so the settings live in memory of
/// their own, written before any handler is installed and only read afterwards.
private enum TerminalMode {
  /// The settings to restore, then the key-at-a-time ones.
  nonisolated(unsafe) static let settings = UnsafeMutablePointer<termios>.allocate(capacity: 2)
  /// The handlers the crash signals had before, by signal number, to hand a crash back to.
  nonisolated(unsafe) static let earlierHandlers = UnsafeMutablePointer<sigaction>.allocate(
    capacity: 32)
  static let crashSignals = [SIGSEGV, SIGILL, SIGBUS, SIGFPE, SIGTRAP, SIGABRT]
  /// Whether the terminal is in key-at-a-time mode now.
  static let active = Atomic<Bool>(false)
  /// Whether the handlers are installed.
  static let installed = Atomic<Bool>(false)

  static func enterKeyAtATime() {
    guard !installed.load(ordering: .relaxed), tcgetattr(STDIN_FILENO, settings) == 0 else {
      return
    }
    settings[1] = settings[0]
    settings[1].c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &settings[1].c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    for signal in crashSignals {
      handle(signal, saving: earlierHandlers + Int(signal)) { signal in
        TerminalMode.putBack()
        // The earlier handler (the default, or Swift's backtracer) takes the signal again: a
        // fault recurs as soon as this handler returns, and abort() raises it once more.
        sigaction(signal, TerminalMode.earlierHandlers + Int(signal), nil)
      }
    }
    handle(SIGCONT) { _ in TerminalMode.resume() }
    installed.store(true, ordering: .relaxed)
    resume()
  }

  /// Key-at-a-time mode, and Ctrl-Z ready to put the terminal back before stopping: at the
  /// start, and again after `fg` (SIGCONT).
  static func resume() {
    handle(SIGTSTP) { _ in
      TerminalMode.putBack()
      TerminalMode.handle(SIGTSTP, with: SIG_DFL)
      // Blocked until this handler returns; then the default action stops the process.
      raise(SIGTSTP)
    }
    if tcsetattr(STDIN_FILENO, TCSANOW, settings + 1) == 0 {
      active.store(true, ordering: .relaxed)
    }
  }

  /// Puts the earlier settings back; async-signal-safe.
  static func putBack() {
    if active.exchange(false, ordering: .relaxed) {
      tcsetattr(STDIN_FILENO, TCSANOW, settings)
    }
  }

  /// Puts the earlier settings and signal handlers back.
  static func restore() {
    guard installed.exchange(false, ordering: .relaxed) else { return }
    putBack()
    handle(SIGTSTP, with: SIG_DFL)
    handle(SIGCONT, with: SIG_DFL)
    for signal in crashSignals { sigaction(signal, earlierHandlers + Int(signal), nil) }
  }

  /// Installs `handler` for `signal`, keeping the handler it had in `earlier`.
  static func handle(
    _ signal: Int32, saving earlier: UnsafeMutablePointer<sigaction>? = nil,
    with handler: (@convention(c) (Int32) -> Void)?
  ) {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(signal, &action, earlier)
  }
}
