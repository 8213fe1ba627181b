import Foundation

/// One row of the benchmark, ready to time: the case set up with its observers.
struct Bench {
  /// Runs `count` operations and answers how long each took on average, in nanoseconds.
  let measure: (_ count: Int) -> Double
  /// Removes what set-up registered, so nothing is left observing when the round ends.
  let tearDown: () -> Void
}

/// One row of the benchmark: an operation and how to set it up.
struct BenchmarkCase {
  /// The row's name in the data file, shared with the Objective-C program's rows.
  let id: String
  /// The row's name in the table.
  let label: String
  /// Whether the row is worth measuring with several observers (only notifications are).
  let scales: Bool
  /// Sets the case up with `observers` observers of the one property.
  let prepare: (_ observers: Int) -> Bench
}

/// The processor time this thread has used, in nanoseconds. The machine is shared: a clock on
/// the wall would also count the time other people's programs held the processor, a thread's
/// own processor time does not.
func threadTime() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
  return Double(now.tv_sec) * 1e9 + Double(now.tv_nsec)
}

/// Times `count` runs of `operation`, answering nanoseconds per run.
func timePerOperation(_ count: Int, _ operation: (Int) -> Void) -> Double {
  let start = threadTime()
  for iteration in 0..<count { operation(iteration) }
  return (threadTime() - start) / Double(count)
}

/// How many operations make one sample take about `milliseconds`: doubles the count until a
/// sample is long enough to time reliably, then scales it.
func calibratedCount(for bench: Bench, milliseconds: Double) -> Int {
  var count = 1
  while true {
    let perOperation = bench.measure(count)
    let total = perOperation * Double(count)
    if total >= 1_000_000 || count >= 1 << 24 {
      return max(1, Int(milliseconds * 1_000_000 / max(perOperation, 0.01)))
    }
    count *= 2
  }
}
