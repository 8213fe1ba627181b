import Foundation
import Testing

/// Arguments and file errors the command line turns into one plain line and a failing status,
/// never a crash or a dump of an error's fields.
@Suite struct EdgeArgumentTests {
  @Test func aWatchIntervalOutOfRangeIsAnErrorNotACrash() throws {
    let book = try FixtureBook()
    for interval in ["5000000", "0"] {
      let run = try WorkbookBinary.run(["watch", "--interval", interval], in: book.root)
      #expect(run.status == 1)
      #expect(
        run.standardError
          == "error: --interval \(interval): give a number of milliseconds from 10 to 60000\n")
    }
  }

  @Test func anEmptyRootIsAnError() throws {
    let book = try FixtureBook()
    for command in [["build"], ["check"], ["init"]] {
      let run = try WorkbookBinary.run(command + ["--root", ""], in: book.root)
      #expect(run.status == 1)
      #expect(
        run.standardError
          == "error: --root '': give the package's folder, or leave --root out to use the current one\n"
      )
    }
    #expect(!book.exists("site/public"))
  }

  @Test func aHintThatCannotBeSavedIsOnePlainLine() throws {
    let book = try FixtureBook()
    try book.addExercise("Counter", hints: ["Look at increment."])
    // `.workbook` is a file, so the progress file cannot be written under it.
    try book.write(".workbook", "in the way\n")
    let run = try WorkbookBinary.run(["exercise", "hint", "counter"], in: book.root)
    #expect(run.status == 1)
    #expect(run.standardOutput.contains("Hint 1 of 1: Look at increment."))
    #expect(!run.standardError.contains("CocoaError"), "\(run.standardError)")
    #expect(
      run.standardError.hasSuffix("\n") && run.standardError.split(separator: "\n").count == 1)
    #expect(run.standardError.contains(": error: "), "\(run.standardError)")
  }
}
