import Synchronization
import WorkbookBase
import WorkbookRun

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A line of a terminal that changes in place, such as a build's progress: each update
/// replaces it, and ``clear()`` removes it before anything else is written. On a descriptor
/// that is not a terminal it shows nothing, since a log wants no half-written lines.
final class StatusLine: Sendable {
  /// The status line of standard error, where `workbook` writes its progress.
  static let standardError = StatusLine(descriptor: STDERR_FILENO)

  let descriptor: Int32
  let isTerminal: Bool
  private let shown = Atomic<Bool>(false)

  init(descriptor: Int32) {
    self.descriptor = descriptor
    isTerminal = isatty(descriptor) == 1
  }

  /// Shows `text` in place of the line shown before, cut to the terminal's width, which wide
  /// characters (Han, kana) take two columns of. The last column stays empty, since some
  /// terminals wrap as soon as it is written.
  func update(_ text: String) {
    guard isTerminal else { return }
    let line = text.truncated(toColumns: Self.width(of: descriptor) - 1)
    emit("\r\u{1B}[K" + line)
    shown.store(true, ordering: .relaxed)
  }

  /// Shows where a build stands, in the language of `words`.
  func update(_ status: BuildStatus, words: UIText) {
    update(words("Building: {status}", ["status": "\(status)"]))
  }

  /// Removes the line, if one is shown.
  func clear() {
    if shown.exchange(false, ordering: .relaxed) { emit("\r\u{1B}[K") }
  }

  private func emit(_ text: String) {
    writeAll(text, to: descriptor)
  }

  /// The number of columns of the terminal at `descriptor`; 80 when it does not say.
  static func width(of descriptor: Int32) -> Int {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }
}

/// Writes all of `text` to `descriptor`, as far as it takes it.
func writeAll(_ text: String, to descriptor: Int32) {
  var text = text
  text.withUTF8 { bytes in
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }
}
