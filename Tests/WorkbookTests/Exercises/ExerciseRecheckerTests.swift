import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookRun

/// `exercise watch` rebuilds a runner by SwiftPM's own commands only while nothing but the
/// starter changed, and by SwiftPM otherwise. The fixture's "SwiftPM" builds at once; its
/// manifest's "compile" copies the starter (failing with a compiler error on `BROKEN`, and
/// without one on `QUIET`) and its "link" links the fixture runner in place.
@Suite struct ExerciseRecheckerTests {
  final class Setup {
    let book: FixtureBook
    let rechecker: ExerciseRechecker
    let exercise = FixtureRunner.exercise("Honest")

    init() throws {
      book = try FixtureRunner.book("Honest")
      let root = RunnerRebuild.realPath(book.root.path)
      let starter = "\(root)/\(exercise.starter)"
      let object = "\(root)/\(ExerciseAttempt.scratchPath)/debug/Honest.o"
      let runner = "\(root)/\(ExerciseAttempt.scratchPath)/debug/\(exercise.runner)"
      func list(_ items: [String]) -> String {
        "[" + items.map { "\"\($0)\"" }.joined(separator: ",") + "]"
      }
      let compile = #"""
        grep -q BROKEN "$0" && { echo "$0:1:1: error: broken"; exit 1; }
        grep -q QUIET "$0" && exit 3
        cp "$0" "$1"
        """#
        .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
      try book.write("Sources/Kit/Kit.swift", "struct Kit {}\n")
      try book.write("\(ExerciseAttempt.scratchPath)/.lock", "")
      try book.write(
        "\(ExerciseAttempt.scratchPath)/debug.yaml",
        """
        client:
          name: basic
        commands:
          "C.HonestStarter-debug.module":
            tool: shell
            inputs: \(list([starter, "\(root)/Sources/Kit/Kit.swift"]))
            outputs: \(list([object]))
            description: "Compiling Swift Module 'HonestStarter' (1 sources)"
            args: ["/bin/sh","-c","\(compile)",\(list([starter, object]).dropFirst().dropLast())]

          "C.CheckHonest-debug.exe":
            tool: shell
            inputs: \(list([object]))
            outputs: \(list([runner]))
            description: "Linking CheckHonest"
            args: \(list(["/bin/ln", "-sf", FixtureRunner.binary.path, runner]))

        """)
      // A file changed in the second a full build starts is not trusted: let the fixture's
      // files be older than that.
      Thread.sleep(forTimeInterval: 1.1)
      rechecker = ExerciseRechecker(
        attempt: ExerciseAttempt(root: book.root, swift: [FixtureRunner.swift.path]))
    }

    func check() throws -> ExerciseRechecker.Outcome {
      try rechecker.check(exercise)
    }

    func edit(_ text: String) throws {
      try book.write(exercise.starter, text)
    }
  }

  @Test func anEditOfTheStarterAloneIsRebuiltByTheManifestsCommands() throws {
    let setup = try Setup()
    let first = try setup.check()
    #expect(!first.rebuiltDirectly, "the first build is SwiftPM's")
    #expect(try first.result.get().map(\.passed) == [true, false])

    try setup.edit("struct Honest { let edited = 1 }\n")
    let second = try setup.check()
    #expect(second.rebuiltDirectly)
    #expect(try second.result.get().map(\.passed) == [true, false])
    #expect(
      try setup.book.read("\(ExerciseAttempt.scratchPath)/debug/Honest.o")
        == "struct Honest { let edited = 1 }\n", "the compile command ran")
  }

  @Test func aCompilerErrorFromACommandIsShownAsSwiftPMsWouldBe() throws {
    let setup = try Setup()
    _ = try setup.check()
    try setup.edit("BROKEN\n")
    let outcome = try setup.check()
    #expect(outcome.rebuiltDirectly)
    guard case .failure(let diagnostic) = outcome.result else {
      Issue.record("a starter that does not compile was checked")
      return
    }
    #expect(diagnostic.message.hasPrefix("your code does not compile yet:\n"))
    #expect(diagnostic.message.contains("Honest.swift:1:1: error: broken\nBROKEN\n^\n"))
  }

  @Test func anyOtherChangeGoesBackToSwiftPM() throws {
    let setup = try Setup()
    _ = try setup.check()
    try setup.book.write("Sources/Kit/Kit.swift", "struct Kit { let changed = 1 }\n")
    try setup.edit("struct Honest {}\n// edited\n")
    #expect(try !setup.check().rebuiltDirectly, "another source the runner is built from")
  }

  @Test func aFileAddedBesideTheStarterGoesBackToSwiftPM() throws {
    let setup = try Setup()
    _ = try setup.check()
    try setup.book.write("Sources/Exercises/Honest/More.swift", "struct More {}\n")
    #expect(try !setup.check().rebuiltDirectly)
  }

  @Test func aBuildFolderSwiftPMHoldsIsLeftToSwiftPM() throws {
    let setup = try Setup()
    _ = try setup.check()
    let lock = open(
      setup.book.root.appending(path: "\(ExerciseAttempt.scratchPath)/.lock").path, O_RDONLY)
    defer { close(lock) }
    #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)
    try setup.edit("struct Honest {}\n// edited\n")
    #expect(try !setup.check().rebuiltDirectly)
  }

  @Test func aCommandFailingWithoutACompilerErrorGoesBackToSwiftPM() throws {
    let setup = try Setup()
    _ = try setup.check()
    try setup.edit("QUIET\n")
    let outcome = try setup.check()
    #expect(!outcome.rebuiltDirectly)
    #expect(try outcome.result.get().map(\.passed) == [true, false])
  }
}
