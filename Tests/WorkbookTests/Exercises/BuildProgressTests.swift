import Testing

@testable import WorkbookRun

/// Where a `swift build` stands, read from what it printed so far.
@Suite struct BuildProgressTests {
  @Test func theLastStepLineIsWhereTheBuildStands() {
    let output = """
      Building for debugging...
      [0/5] Write sources
      [1/5] Write swift-version-6A52383ED409C6A7.txt
      warning: 'watch': a warning in between
      [3/687] Compiling ObjectRuntime Selector.swift
      Another line SwiftPM printed

      """
    #expect(
      BuildProgress.last(in: output)
        == BuildProgress(done: 3, total: 687, step: "Compiling ObjectRuntime Selector.swift"))
    #expect(
      BuildProgress.last(in: output)?.description
        == "[3/687] Compiling ObjectRuntime Selector.swift")
  }

  @Test func aLineStillBeingWrittenIsNotRead() {
    #expect(
      BuildProgress.last(in: "[1/9] Write sources\n[2/9] Compil")
        == BuildProgress(done: 1, total: 9, step: "Write sources"))
    #expect(BuildProgress.last(in: "[2/9] Compiling X") == nil)
  }

  @Test func nothingNumberedYetIsNoProgress() {
    #expect(BuildProgress.last(in: "") == nil)
    #expect(
      BuildProgress.last(in: "Fetching https://github.com/apple/swift-argument-parser\n") == nil)
  }

  @Test func onlyCountsThatMakeSenseAreSteps() {
    for line in [
      "[a/5] Compiling", "[5/3] Compiling", "[/5] Compiling", "[1/] Compiling", "[1/2/3] x",
      "[+1/5] x", "[-1/5] x", "(1/5) x", "x [1/5] y", "[1 of 5] x",
    ] {
      #expect(BuildProgress.last(in: line + "\n") == nil, "\(line)")
    }
    #expect(BuildProgress.last(in: "[5/5]\n") == BuildProgress(done: 5, total: 5, step: ""))
  }

  @Test func aWindowCutMidLineStillFindsTheLastWholeStep() {
    let window = "ling RawKVO Registration.swift\n[7/20] Linking CheckVisitCounter\n"
    #expect(BuildProgress.last(in: window)?.done == 7)
  }
}

/// `exercise run` and `exercise watch` show the build's progress while it runs.
@Suite struct BuildStatusTests {
  @Test func aStatusSaysTheTimeThenTheStep() {
    #expect(BuildStatus(seconds: 3, step: nil).description == "3 s")
    #expect(
      BuildStatus(
        seconds: 12, step: BuildProgress(done: 3, total: 687, step: "Compiling X a.swift")
      )
      .description == "12 s, [3/687] Compiling X a.swift")
  }

  /// What the fixture's slow "SwiftPM" printed reaches the callback as it goes, each second.
  @Test func theBuildsStepsAreToldAsItRuns() throws {
    final class Seen {
      var statuses: [BuildStatus] = []
    }
    let seen = Seen()
    let book = try FixtureRunner.book("Honest")
    let attempt = ExerciseAttempt(
      root: book.root,
      swift: [FixtureBook.fixtures.appending(path: "Runner/fake-swift-with-progress").path],
      buildProgress: { seen.statuses.append($0) })
    let verdicts = try attempt.run(FixtureRunner.exercise("Honest"))
    #expect(verdicts.map(\.passed) == [true, false])
    let steps = seen.statuses.compactMap(\.step).map(\.description)
    #expect(steps.first == "[1/2] Compiling HonestStarter Honest.swift")
    #expect(steps.last == "[2/2] Linking CheckHonest")
    #expect(seen.statuses.map(\.seconds) == seen.statuses.map(\.seconds).sorted())
    #expect((seen.statuses.last?.seconds ?? 0) >= 2)
  }
}
