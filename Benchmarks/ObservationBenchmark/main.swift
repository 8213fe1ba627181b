import Foundation

// Times one observed property changed many times, through every stage of the book and through
// Swift's own tools, with the runtime's own costs beside them; and, when given the Objective-C
// program (`--objc PATH`), the same operations with GNUstep's KVO, run between this program's
// rounds. Prints a table and writes `chapters/data/observation*.csv`, `observation.txt` and
// `runtime-before-after.csv`: a few rows beside an earlier version's table, `--earlier PATH`,
// which it then keeps as `observation-before.txt` (without it, the one kept there already);
// `--only ID [--count N]` times one row alone, N operations (calibrated when not given), for a
// profiler or an instruction count.
// Run it with `scripts/benchmark-observation`, which builds in release mode.

let arguments = CommandLine.arguments
let baseline = arguments.firstIndex(of: "--objc").map {
  ObjectiveCBaseline(executable: arguments[$0 + 1])
}
let rounds = 21
let scalingRounds = 7
let observerCounts = [1, 4, 16, 64]
let sampleMilliseconds = 4.0

var printed: [String] = []
@MainActor func report(_ line: String = "") {
  print(line)
  printed.append(line)
}

// MARK: One observer, every row, interleaved round by round.

// `--only ID` measures one row, once, and stops: what a profiler wants to look at.
if let only = arguments.firstIndex(of: "--only").map({ arguments[$0 + 1] }) {
  let bench = (NotificationCases.all + RuntimeCases.all + WeakTableCases.all)
    .first { $0.id == only }!.prepare(1)
  let count =
    arguments.firstIndex(of: "--count").flatMap { Int(arguments[$0 + 1]) }
    ?? calibratedCount(for: bench, milliseconds: 200)
  print("\(only): \(formatDuration(bench.measure(count)))")
  bench.tearDown()
  exit(0)
}

// The earlier run chapter 6's before-and-after plot compares with, read before measuring: the
// table an earlier version of this benchmark printed (`--earlier PATH`, which
// `scripts/benchmark-observation` runs in the same minutes), or else the recorded one.
let earlierPath = arguments.firstIndex(of: "--earlier").map { arguments[$0 + 1] }
let earlierRun = try String(
  contentsOf: earlierPath.map(URL.init(fileURLWithPath:)) ?? dataFile("observation-before.txt"),
  encoding: .utf8)

let cases = NotificationCases.all + RuntimeCases.all + WeakTableCases.all
var rows = cases.map { Row(implementation: .swift, id: $0.id, label: $0.label) }
var objectiveCRows = ObjectiveCBaseline.rows.map {
  Row(implementation: .objectiveC, id: $0.id, label: $0.label)
}
let benches = cases.map { $0.prepare(1) }
let counts = benches.map { calibratedCount(for: $0, milliseconds: sampleMilliseconds) }
for _ in 0..<rounds {
  for index in benches.indices {
    rows[index].samples.values.append(benches[index].measure(counts[index]))
  }
  if let baseline {
    let sample = try baseline.sample(observers: 1)
    for index in objectiveCRows.indices {
      if let value = sample[objectiveCRows[index].id] {
        objectiveCRows[index].samples.values.append(value)
      }
    }
  }
}
for bench in benches { bench.tearDown() }
if baseline == nil { objectiveCRows = [] }

@MainActor func row(_ id: String, _ implementation: Implementation = .swift) -> Row {
  (implementation == .swift ? rows : objectiveCRows).first { $0.id == id }!
}

let date = Date().formatted(.iso8601.year().month().day())
report(
  "One observed property changed many times: thread CPU time per change, \(rounds) interleaved "
    + "rounds (\(date), \(ProcessInfo.processInfo.activeProcessorCount) cores, release build)")
let reference = row("raw-kvo-new-old")

/// Prints the rows of `group`, Swift's then Objective-C's, under `title`.
@MainActor func printSection(_ title: String?, _ group: [BenchmarkCase]) {
  let ids = Set(group.map(\.id))
  if let title {
    report()
    report(title)
  }
  report()
  let shown = rows.filter { ids.contains($0.id) } + objectiveCRows.filter { ids.contains($0.id) }
  for line in timeTable(shown, reference: reference) { report(line) }
}
printSection(nil, NotificationCases.all)
printSection("The runtime's own costs", RuntimeCases.all)
printSection(
  "Weak tables against Dictionary and Set (\(WeakTableCases.size) objects)", WeakTableCases.all)

// MARK: Weak tables against the collections they stand beside, round by round.

report()
var weakTableLines = ["implementation,comparison,median,min,max"]
for implementation in [Implementation.swift, .objectiveC]
where implementation == .swift || baseline != nil {
  for (table, plain, name) in [
    ("map-table-lookup", "dictionary-lookup", "weak map table ÷ dictionary"),
    ("hash-table-member", "set-member", "weak hash table ÷ set"),
  ] {
    let ratio = PairedRatio(row(table, implementation), over: row(plain, implementation)).samples
    report(
      "\(implementation.rawValue): \(name)".padded(to: 58)
        + "\(format(ratio.median))× (\(format(ratio.minimum))–\(format(ratio.maximum)))".leftPadded(
          24))
    weakTableLines.append(
      "\(implementation.rawValue),\(name),\(format(ratio.median)),\(format(ratio.minimum)),\(format(ratio.maximum))"
    )
  }
}

// MARK: Memory per registration.

report()
report("Memory per registration (\(MemoryCases.registrations) observers of one object)")
report()
var memoryLines = ["implementation,row,label,bytes_per_registration"]
var measuredMemory: [(String, Double)] = []
for memoryCase in MemoryCases.all {
  let bytes = memoryCase.measure()
  measuredMemory.append(("Swift: \(memoryCase.label)", bytes))
  memoryLines.append("Swift,\(memoryCase.id),\(memoryCase.label),\(format(bytes))")
}
if let baseline, let bytes = try baseline.sample(observers: 1, memory: true)["memory"] {
  let label = ObjectiveCBaseline.label(of: "raw-kvo-new-old")
  measuredMemory.append(("\(Implementation.objectiveC.rawValue): \(label) addObserver", bytes))
  memoryLines.append(
    "\(Implementation.objectiveC.rawValue),raw-kvo-new-old,\(label),\(format(bytes))")
}
for (label, bytes) in measuredMemory {
  report(label.padded(to: 58) + "\(format(bytes)) bytes".leftPadded(14))
}

// MARK: The targets, as ratios taken round by round.

report()
report("Targets (median, and the spread over rounds)")
report()
var targets = [
  Target(
    name: "unobserved property set", goal: 50, unit: "ns", measured: row("unobserved-set").samples),
  Target(
    name: "FBKVOController ÷ RawKVO", goal: 1.5, unit: "×",
    measured: PairedRatio(row("fbkvo"), over: reference).samples),
  Target(
    name: "rac_observeKeyPath ÷ RawKVO", goal: 2, unit: "×",
    measured: PairedRatio(row("rac"), over: reference).samples),
]
if baseline != nil {
  targets.insert(
    Target(
      name: "RawKVO ÷ GNUstep KVO [.new .old]", goal: 1, unit: "×",
      measured: PairedRatio(reference, over: row("raw-kvo-new-old", .objectiveC)).samples), at: 1)
}
for target in targets { report(target.tableLine) }

// MARK: Cost per change against the number of observers.

var scalingLines = ["implementation,observers,median_ns,min_ns,max_ns"]
let scaling = NotificationCases.all.filter(\.scales)
for observers in observerCounts {
  let benches = scaling.map { $0.prepare(observers) }
  let counts = benches.map { calibratedCount(for: $0, milliseconds: sampleMilliseconds / 2) }
  var samples = Array(repeating: Samples(), count: benches.count)
  var objectiveC: [String: Samples] = [:]
  for _ in 0..<scalingRounds {
    for index in benches.indices {
      samples[index].values.append(benches[index].measure(counts[index]))
    }
    if let baseline {
      for (id, value) in try baseline.sample(observers: observers) where id.hasPrefix("raw-kvo") {
        objectiveC[id, default: Samples()].values.append(value)
      }
    }
  }
  for bench in benches { bench.tearDown() }
  func line(_ name: String, _ samples: Samples) -> String {
    "\(name),\(observers),\(format(samples.median)),\(format(samples.minimum)),\(format(samples.maximum))"
  }
  for (benchmarkCase, samples) in zip(scaling, samples) {
    scalingLines.append(line(benchmarkCase.label, samples))
  }
  for (id, samples) in objectiveC.sorted(by: { $0.key < $1.key }) {
    scalingLines.append(line("GNUstep \(ObjectiveCBaseline.label(of: id))", samples))
  }
}

// Joined before anything is written, so that a failure leaves the data as it was.
let beforeAfter = try BeforeAfter.lines(earlier: earlierRun, now: rows + objectiveCRows)
try writeData(
  ["implementation,row,label,median_ns,min_ns,max_ns,rounds"]
    + (rows + objectiveCRows).map(\.csvLine), to: "observation.csv")
try writeData(memoryLines, to: "observation-memory.csv")
try writeData(
  ["target,goal,unit,median,min,max,verdict"] + targets.map(\.csvLine),
  to: "observation-targets.csv")
try writeData(scalingLines, to: "observation-scaling.csv")
try writeData(weakTableLines, to: "weak-tables.csv")
try writeData(printed, to: "observation.txt")
try writeData(beforeAfter, to: "runtime-before-after.csv")
if earlierPath != nil { try writeText(earlierRun, to: "observation-before.txt") }
print("\nwrote chapters/data/observation.csv, observation-memory.csv, observation-targets.csv,")
print("observation-scaling.csv, weak-tables.csv, observation.txt (the table above) and")
print("runtime-before-after.csv (some of these rows beside the earlier run's)")
if earlierPath != nil { print("and observation-before.txt (the earlier run's table)") }
