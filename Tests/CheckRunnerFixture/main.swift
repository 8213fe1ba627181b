import CheckRunner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A check runner for WorkbookTests, with the real harness (`CheckRunner`) and checks that do
// what a starter might do to pass without solving anything, or to fail in a way that is hard
// to read. A test links it into a fixture book as `CheckNAME`; the name picks the checks.

/// The check most fixtures fail, in the words a real check would use.
let addsTwo = CheckRunner.Check(name: "adds two") { "expected: 2\ngot: 1" }

/// Starts `sh -c SCRIPT` and waits for it.
func shell(_ script: String) {
  var pid = pid_t()
  let words: [String] = ["/bin/sh", "-c", script]
  let arguments = words.map { strdup($0) } + [nil]
  defer { for argument in arguments { free(argument) } }
  #if canImport(Glibc)
    let environment = environ
  #else
    let environment = darwinEnvironment().pointee
  #endif
  guard posix_spawn(&pid, "/bin/sh", nil, nil, arguments, environment) == 0 else { return }
  var status: Int32 = 0
  waitpid(pid, &status, 0)
}

#if canImport(Darwin)
  /// `_NSGetEnviron()`, declared by its symbol as `ChildProcess` in Workbook does.
  @_silgen_name("_NSGetEnviron")
  func darwinEnvironment()
    -> UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
#endif

/// Calls itself until the stack runs out (the guard is there for the compiler's sake).
func recurse(_ depth: Int) -> Int {
  guard depth < Int.max else { return 0 }
  var frame = [Int](repeating: depth, count: 8)
  frame[depth % 8] = recurse(depth + 1)
  return frame.reduce(0, +)
}

/// Two threads that take two locks in opposite orders, and wait for each other forever.
func deadlock() {
  let first = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  let second = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  pthread_mutex_init(first, nil)
  pthread_mutex_init(second, nil)
  pthread_mutex_lock(first)
  Thread.start {
    pthread_mutex_lock(second)
    usleep(50_000)
    pthread_mutex_lock(first)
  }
  usleep(50_000)
  pthread_mutex_lock(second)
}

/// The smallest thread starter this fixture needs, without Foundation.
enum Thread {
  nonisolated(unsafe) static var body: (() -> Void)?

  static func start(_ body: @escaping () -> Void) {
    Self.body = body
    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t? = nil
    #endif
    pthread_create(
      &thread, nil,
      { _ in
        Thread.body?()
        return nil
      }, nil)
  }
}

/// Leaves a process that has left the runner's process group and session (`setsid`) and lost
/// its parent; it writes `escaped` in the working folder once it has left, and this waits for
/// that, so that the test knows it happened.
func escape() {
  shell("setsid /bin/sh -c ': > escaped; sleep 1000; :' & exit 0")
  for _ in 0..<1000 where access("escaped", F_OK) != 0 { usleep(10_000) }
}

/// A telling of a traced story as a real runner sends it: a thermostat's temperature changed
/// through `steps`, each `KIND LABEL` on the thermostat.
func story(_ steps: [(kind: String, label: String)]) -> String {
  let events = steps.map { step in
    "{\"depth\":0,\"kind\":\"\(step.kind)\",\"label\":\"\(step.label)\",\"to\":\"thermostat\"}"
  }
  return
    "{\"eventsLeftOut\":0,\"summary\":\"a thermostat is set to 25\",\"trace\":{\"events\":[\(events.joined(separator: ","))],\"file\":\"Story.swift\",\"line\":1,\"objects\":[{\"className\":\"Thermostat\",\"name\":\"thermostat\"}]}}"
}

/// The reference solution's telling of the fixtures' story: the pair around the write.
let solutionsStory = story([
  ("will-change", "temperature"), ("send", "setTemperature:"), ("did-change", "temperature"),
])

let name = String(CommandLine.arguments[0].split(separator: "/").last ?? "")
let checks: [CheckRunner.Check] =
  switch name {
  case "CheckHonest":
    [
      .init(name: "starts at zero") { nil },
      .init(name: "adds two") {
        print("debugging: value is 1")
        return "expected: 2\ngot: 1"
      },
    ]
  case "CheckExitEarly":
    [.init(name: "adds two") { exit(0) }]
  case "CheckExitFromAtexit":
    [
      .init(name: "adds two") {
        atexit { _exit(0) }
        return "expected: 2\ngot: 1"
      }
    ]
  case "CheckReplacesRunner":
    [
      .init(name: "replaces its runner") {
        let runner = CommandLine.arguments[0]
        shell("printf '#!/bin/sh\\nexit 0\\n' > '\(runner).new' && chmod +x '\(runner).new'")
        rename(runner + ".new", runner)
        return nil
      },
      addsTwo,
    ]
  case "CheckRecursion":
    [.init(name: "recurses forever") { "\(recurse(0))" }]
  case "CheckDeadlock":
    [
      .init(name: "deadlocks") {
        deadlock()
        return nil
      }
    ]
  case "CheckFlood":
    [
      .init(name: "prints a flood") {
        for line in 0..<400_000 { print("flood line \(line)") }
        return "expected: quiet\ngot: a flood"
      }
    ]
  case "CheckTrap":
    [
      .init(name: "unwraps nil") {
        print("unwrapping the count")
        let missing: Int? = CommandLine.arguments.count > 100 ? 1 : nil
        return "\(missing!)"
      }
    ]
  case "CheckEscapes":
    [
      .init(name: "escapes its process group") {
        escape()
        return nil
      }
    ]
  case "CheckEscapesAndSpins":
    [
      .init(name: "escapes and spins") {
        escape()
        while getppid() != 0 {}
        return nil
      }
    ]
  case "CheckStoried", "CheckStoryCrashes":
    [.init(name: "starts at zero") { nil }, addsTwo]
  case "CheckStoriedPassing":
    [.init(name: "starts at zero") { nil }]
  default:
    []
  }

/// The traced story of the runners that have one: told with the reader's code, it sends the
/// did-change before the write, or crashes; a runner whose checks all pass leaves a file
/// `told` behind if its story is ever told, which it should not be.
let fixtureStory: CheckRunner.Story? =
  switch name {
  case "CheckStoried":
    .init(
      yours: {
        story([
          ("will-change", "temperature"), ("did-change", "temperature"),
          ("send", "setTemperature:"),
        ])
      }, solution: { solutionsStory })
  case "CheckStoryCrashes":
    .init(
      yours: {
        let missing: Int? = CommandLine.arguments.count > 100 ? 1 : nil
        return "\(missing!)"
      }, solution: { solutionsStory })
  case "CheckStoriedPassing":
    .init(
      yours: {
        shell(": > told")
        return solutionsStory
      }, solution: { solutionsStory })
  default:
    nil
  }
CheckRunner.main(checks, story: fixtureStory)
