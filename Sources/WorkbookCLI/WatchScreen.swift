import WorkbookBase
import WorkbookRun

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `exercise watch` shows on standard output. On a terminal, each screen is drawn from the
/// top of a cleared terminal and a build's progress is one line that changes in place; to a pipe
/// or a file, each screen is written after the last, with a blank line between, and progress is
/// left out.
final class WatchScreen {
  let isTerminal: Bool
  private let status = StatusLine(descriptor: STDOUT_FILENO)
  private var drawn = false

  init() {
    isTerminal = status.isTerminal
  }

  /// Replaces what is shown with `lines`; the last line is left open (no line break) when
  /// `open`, for a question or a progress line to follow.
  func draw(_ lines: [String], open: Bool = false) {
    status.clear()
    let start = isTerminal ? "\u{1B}[H\u{1B}[2J" : (drawn ? "\n" : "")
    drawn = true
    emit(start + lines.joined(separator: "\n") + (open ? "" : "\n"))
  }

  /// Shows where a build stands, below the screen (on a terminal only), in the language of
  /// `words`.
  func progress(_ status: BuildStatus, words: UIText) {
    self.status.update(status, words: words)
  }

  /// Writes `text` below what is shown.
  func emit(_ text: String) {
    writeAll(text, to: STDOUT_FILENO)
  }
}
