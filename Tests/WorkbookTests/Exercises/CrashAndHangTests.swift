import Foundation
import Testing

/// A crash is named by its signal and likely cause, and a deadlock is seen before the time
/// limit: a run that reached the limit would say so instead of naming the stack overflow or the
/// deadlock. The limit here is generous, so a loaded machine or the thread sanitizer cannot fail
/// the test by slowness; how soon each is named is measured, not asserted (see the README).
@Suite struct CrashAndHangTests {
  @Test func unboundedRecursionIsAStackOverflowBeforeTheTimeLimit() throws {
    let verdicts = try FixtureRunner.verdicts("Recursion", timeLimitInSeconds: 60)
    #expect(
      verdicts[0].failure
        == "the check crashed with SIGSEGV: a stack overflow, likely unbounded recursion (a function, a getter or an observer that ends up calling itself)"
    )
  }

  /// Whether this process, and so the fixture runner built with it, runs under the thread
  /// sanitizer, whose own background thread sleeps with a timeout: a deadlocked check then never
  /// has every thread waiting without one, and runs to its limit instead.
  static let underThreadSanitizer = dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil

  @Test(
    .disabled(
      if: underThreadSanitizer,
      "the sanitizer's background thread never waits without a timeout, so no stall is seen"))
  func aDeadlockIsNamedBeforeTheTimeLimit() throws {
    let verdicts = try FixtureRunner.verdicts("Deadlock", timeLimitInSeconds: 60)
    // The check's thread took lock A and waits for B; the thread it started took B and waits
    // for A. Both locks are `pthread_mutex_t`s, which record their owners.
    let failure = try #require(verdicts[0].failure)
    #expect(failure.hasPrefix("expected: the check to finish\ngot: a likely deadlock: "))
    #expect(
      failure.contains(
        /(.+) waits for lock A, held by (thread \d); \2 waits for lock B, held by \1; none ran for 2 s, so it was stopped$/
      ), "\(failure)")
  }

  @Test func aSwiftTrapIsNamedWithItsMessageAndWhatWasPrintedBeforeIt() throws {
    let verdicts = try FixtureRunner.verdicts("Trap")
    let failure = try #require(verdicts[0].failure)
    // A Swift trap is an illegal instruction on x86-64 and a breakpoint on arm64.
    #if arch(x86_64)
      let signal = "SIGILL"
    #else
      let signal = "SIGTRAP"
    #endif
    #expect(
      failure.hasPrefix(
        "the check crashed with \(signal): a Swift runtime trap: a failed precondition, a force-unwrapped nil, an arithmetic overflow or an index out of range:\n"
      ))
    #expect(failure.contains("Fatal error: Unexpectedly found nil while unwrapping"))
    #expect(
      verdicts[0].output == "unwrapping the count",
      "what the reader printed before the crash is shown, not lost in a buffer")
  }
}
