internal import CheckRunner
import WorkbookBase

extension ExerciseAttempt {
  /// One check's outcome.
  public struct Verdict: Sendable, Equatable {
    /// The check's name, as its runner lists it.
    public var check: String
    /// Whether the check's body returned and reported a pass over the channel.
    public var passed: Bool
    /// What the check expected and what happened, for a failed check.
    public var failure: String?
    /// What the reader's code printed while the check ran, trimmed (see
    /// ``ExerciseAttempt/shownOutput(_:)``), or `nil` when it printed nothing.
    public var output: String?

    /// The labels that start the two parts of a failed check's report, as the check runners
    /// write them (`expected: …` then `got: …`).
    static let expectedLabel = "expected:"
    static let gotLabel = "got:"

    /// Whether the check could not judge the reader's code (``CheckChannel/undecidedLabel``):
    /// it has not passed, but its failure says nothing about the code, so it names no mistake.
    public var isUndecided: Bool {
      !passed
        && (failure?.split(separator: "\n").contains {
          $0.hasPrefix(CheckChannel.undecidedLabel + " ")
        } ?? false)
    }

    /// The lines of ``failure`` as the reader sees them: without the check's name, which a
    /// runner's report may start with and which is shown above it, and with each line's
    /// `expected:`, `got:` or `could not judge:` label in the language of `words`. What follows a label is the
    /// check's own text, as its runner wrote it.
    public func failureLines(words: UIText = .english) -> [String] {
      guard let failure else { return [] }
      var lines = failure.split(separator: "\n")[...]
      if lines.first.map(String.init) == check { lines = lines.dropFirst() }
      return lines.map { line in
        if line.hasPrefix(Self.expectedLabel + " ") {
          return words(
            "expected: {what}", ["what": String(line.dropFirst(Self.expectedLabel.count + 1))])
        }
        if line.hasPrefix(Self.gotLabel + " ") {
          return words("got: {what}", ["what": String(line.dropFirst(Self.gotLabel.count + 1))])
        }
        let undecided = CheckChannel.undecidedLabel + " "
        if line.hasPrefix(undecided) {
          return words("could not judge: {why}", ["why": String(line.dropFirst(undecided.count))])
        }
        return String(line)
      }
    }
  }

  /// How one check's process ended, with what it sent and printed.
  struct CheckEnd {
    var outcome: BoundedProcess.Outcome
    var messages: [CheckChannel.Message]
    /// Its standard output and standard error, the reader's.
    var transcript: String
    /// The check runner was changed on disk while the check ran.
    var changedRunner: Bool
  }

  /// The verdict on `check`: its runner's report, when the runner sent one and was left as
  /// built; otherwise what ended the check, never a pass.
  func verdict(_ check: String, _ end: CheckEnd) -> Verdict {
    let report = end.messages.last { message in
      switch message {
      case .passed, .failed: true
      case .listed, .stackOverflow, .story, .noStory: false
      }
    }
    var output = end.transcript
    let failure: String?
    switch (end.changedRunner, report, end.outcome) {
    case (true, _, _):
      failure = Self.failureText(
        expected: words("the check runner to stay as it was built"),
        got: words(
          "it was changed on disk while this check ran, so no verdict from it can be trusted"))
    case (false, .passed?, _):
      failure = nil
    case (false, .failed(let text)?, _):
      failure = text
    case (false, _, .timedOut):
      failure = Self.failureText(
        expected: words(
          "the check to finish within {duration}, the time limit per check",
          ["duration": Self.seconds(timeLimitInSeconds)]),
        got: words("it was still running, and was stopped"))
    case (false, _, .stalled(let threads)):
      failure = Self.failureText(
        expected: words("the check to finish"),
        got: words("a likely deadlock: {threads}, so it was stopped", ["threads": threads]))
    case (false, _, .exited(let status)) where status > 128:
      let cause = CrashCause(
        signal: status - 128, stackOverflow: end.messages.contains(.stackOverflow), words: words)
      let lastWords = Self.lastWords(in: end.transcript)
      if let lastWords, let start = end.transcript.firstRange(of: lastWords) {
        output = String(end.transcript[..<start.lowerBound])
      }
      failure =
        words(
          "the check crashed with {signal}: {cause}",
          ["signal": cause.name, "cause": cause.likelyCause])
        + (lastWords.map { ":\n" + $0 } ?? "")
    case (false, _, .exited(let status)):
      failure = Self.failureText(
        expected: words("the check to finish and report its result"),
        got: words(
          "its process exited with status {status} while the check ran, before it could report: something called exit() (or _exit(), from an atexit handler, say). A check passes only when it finishes",
          ["status": "\(status)"]))
    }
    return Verdict(
      check: check, passed: failure == nil, failure: failure, output: Self.shownOutput(output))
  }

  /// A failed check's report as the check runners write theirs (``Verdict/failure``):
  /// `expected:` and `got:` lines, which ``ExerciseAttempt/Verdict/failureLines(words:)``
  /// labels in the reader's language.
  static func failureText(expected: String, got: String) -> String {
    "\(Verdict.expectedLabel) \(expected)\n\(Verdict.gotLabel) \(got)"
  }

  /// How much of the reader's output is shown under a check.
  static let shownLines = 12
  static let shownColumns = 200

  /// What the reader's code printed, as shown under its check: without the blank lines around
  /// it, its first ``shownLines`` lines, each cut at ``shownColumns`` characters, and a count of
  /// the lines left out; `nil` when it printed nothing.
  static func shownOutput(_ transcript: String) -> String? {
    var lines = transcript.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
    while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
    guard !lines.isEmpty else { return nil }
    var shown = lines.prefix(shownLines).map { line in
      line.count > shownColumns ? line.prefix(shownColumns) + "…" : String(line)
    }
    if lines.count > shownLines { shown.append("… \(lines.count - shownLines) more lines") }
    return shown.joined(separator: "\n")
  }

  /// What a crashed check said as it died: the line of a Swift runtime error (`Fatal error: …`)
  /// or of the runtime's own report (`*** …`), with the lines that follow it up to a blank line
  /// or a stack trace, at most `maximumLines` of them.
  static func lastWords(in transcript: String, maximumLines: Int = 6) -> String? {
    let lines = transcript.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let start = lines.firstIndex(where: {
        $0.contains("Fatal error:") || $0.hasPrefix("*** ")
      })
    else { return nil }
    let paragraph = lines[start...].prefix {
      !$0.allSatisfy(\.isWhitespace) && !$0.hasPrefix("Current stack trace")
    }
    return paragraph.prefix(maximumLines).joined(separator: "\n")
  }

  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }
}
