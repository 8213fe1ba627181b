/// How far a `swift build` has got, read from what it has printed so far. SwiftPM numbers its
/// steps `[n/m] what`, one per line (`m` grows while it discovers more work), so the last such
/// line is where the build stands: `[212/687] Compiling ObjectRuntime Selector.swift`.
public struct BuildProgress: Equatable, Sendable, CustomStringConvertible {
  /// The steps finished.
  public var done: Int
  /// The steps known so far.
  public var total: Int
  /// What the build is doing, such as `Compiling ObjectRuntime Selector.swift`.
  public var step: String

  public init(done: Int, total: Int, step: String) {
    self.done = done
    self.total = total
    self.step = step
  }

  /// The last step line in `output`, or nil when the build has not numbered a step yet. A line
  /// still being written (no newline after it) is not read, since its text may be cut short.
  public static func last(in output: some StringProtocol) -> BuildProgress? {
    let complete = output[..<(output.lastIndex(of: "\n") ?? output.startIndex)]
    for line in complete.split(whereSeparator: \.isNewline).reversed() {
      if let progress = BuildProgress(line: line) { return progress }
    }
    return nil
  }

  /// `[n/m] step`, with `0 <= n <= m`; nil for any other line.
  init?(line: some StringProtocol) {
    guard line.first == "[", let close = line.firstIndex(of: "]") else { return nil }
    let counts = line[line.index(after: line.startIndex)..<close].split(
      separator: "/", omittingEmptySubsequences: false)
    guard counts.count == 2,
      counts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let done = Int(counts[0]), let total = Int(counts[1]), done >= 0, done <= total
    else { return nil }
    let step = line[line.index(after: close)...].drop { $0 == " " }
    self.init(done: done, total: total, step: String(step))
  }

  /// `[n/m] step`, as SwiftPM prints it.
  public var description: String { "[\(done)/\(total)] \(step)" }
}

/// What a build shows while it runs: how long it has taken, and its last step once it has
/// numbered one (SwiftPM plans for a while before it does).
public struct BuildStatus: Equatable, Sendable, CustomStringConvertible {
  /// Whole seconds since the build started.
  public var seconds: Int
  public var step: BuildProgress?

  public init(seconds: Int, step: BuildProgress?) {
    self.seconds = seconds
    self.step = step
  }

  /// `12 s`, then `12 s, [3/687] Compiling ObjectRuntime Selector.swift`.
  public var description: String {
    "\(seconds) s" + (step.map { ", \($0)" } ?? "")
  }
}
