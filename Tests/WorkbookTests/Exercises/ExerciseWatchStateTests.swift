import Testing

@testable import WorkbookBook
@testable import WorkbookRun

/// What `exercise watch` decides after each key, save and check, apart from the terminal.
@Suite struct ExerciseWatchStateTests {
  let order = ["a", "b", "c", "d"]

  func watching(_ id: String) -> ExerciseWatchState {
    ExerciseWatchState(order: order, current: order.firstIndex(of: id)!)
  }

  @Test func watchingStartsAtTheFirstExerciseThatDoesNotPass() {
    #expect(ExerciseWatchState.start(in: order, passing: []) == 0)
    #expect(ExerciseWatchState.start(in: order, passing: ["a", "b"]) == 2)
    #expect(ExerciseWatchState.start(in: order, passing: ["a", "c"]) == 1)
    #expect(ExerciseWatchState.start(in: order, passing: Set(order)) == 0, "all pass: the first")
    #expect(ExerciseWatchState.start(in: [], passing: []) == nil)
  }

  @Test func theNextToDoSkipsWhatPassesAndGoesRoundToTheStart() {
    #expect(ExerciseWatchState.nextToDo(after: 0, in: order, passing: []) == 1)
    #expect(ExerciseWatchState.nextToDo(after: 0, in: order, passing: ["b", "c"]) == 3)
    #expect(ExerciseWatchState.nextToDo(after: 2, in: order, passing: ["d"]) == 0)
    #expect(ExerciseWatchState.nextToDo(after: 3, in: order, passing: ["a"]) == 1)
    #expect(
      ExerciseWatchState.nextToDo(after: 1, in: order, passing: ["a", "c", "d"]) == nil,
      "the current exercise itself is never the next")
    #expect(ExerciseWatchState.nextToDo(after: 0, in: ["a"], passing: []) == nil)
  }

  @Test func bookOrderFollowsTheChaptersThenTheLedger() {
    func exercise(_ id: String, _ chapter: String) -> Exercise {
      var exercise = FixtureRunner.exercise("X")
      exercise.name = id
      exercise.chapter = chapter
      return exercise
    }
    let ledger = [
      exercise("late", "02.md"), exercise("first", "01.md"), exercise("unlisted", "zz.md"),
      exercise("second", "01.md"), exercise("later", "02.md"),
    ]
    #expect(
      ExerciseWatchState.bookOrder(ledger, chapters: ["00.md", "01.md", "02.md"])
        == ["first", "second", "late", "later", "unlisted"])
  }

  @Test func startingChecksTheExercise() {
    #expect(watching("a").started() == [.check])
  }

  @Test func keysShowHintsAndTheListAndQuit() {
    var state = watching("b")
    #expect(state.press("h", passing: [], starterUntouched: false) == [.showHint])
    #expect(state.press("l", passing: [], starterUntouched: false) == [.showList])
    #expect(state.press("H", passing: [], starterUntouched: false) == [.showHint])
    #expect(state.press("?", passing: [], starterUntouched: false) == [.showKeys])
    #expect(state.press("\n", passing: [], starterUntouched: false) == [])
    #expect(state.press("q", passing: [], starterUntouched: false) == [.quit])
    #expect(state.press("\u{04}", passing: [], starterUntouched: false) == [.quit], "Ctrl-D")
    #expect(state.exercise == "b")
  }

  @Test func resetAsksFirstAndOnlyYesResets() {
    var state = watching("b")
    #expect(state.press("r", passing: [], starterUntouched: false) == [.askReset])
    #expect(state.mode == .confirmingReset)
    #expect(state.press("h", passing: [], starterUntouched: false) == [.keepStarter])
    #expect(state.mode == .watching, "any other key is a no")
    #expect(state.press("r", passing: [], starterUntouched: false) == [.askReset])
    #expect(state.press("\n", passing: [], starterUntouched: false) == [.keepStarter])
    #expect(state.press("r", passing: [], starterUntouched: false) == [.askReset])
    #expect(state.press("y", passing: [], starterUntouched: false) == [.reset, .check])
    #expect(state.mode == .watching)
  }

  @Test func anUntouchedStarterIsResetWithoutAsking() {
    var state = watching("a")
    #expect(state.press("r", passing: [], starterUntouched: true) == [.reset])
    #expect(state.mode == .watching)
  }

  @Test func aSaveWhileTheQuestionIsOpenIsCheckedOnceItIsAnswered() {
    var state = watching("a")
    _ = state.press("r", passing: [], starterUntouched: false)
    #expect(state.saved() == [])
    #expect(state.press("n", passing: [], starterUntouched: false) == [.keepStarter, .check])
    #expect(state.saved() == [.check])
  }

  @Test func nextMovesToTheNextExerciseToDo() {
    var state = watching("a")
    #expect(state.press("n", passing: ["b"], starterUntouched: false) == [.check])
    #expect(state.exercise == "c")
    #expect(state.press("n", passing: ["b"], starterUntouched: false) == [.check])
    #expect(state.exercise == "d")
    #expect(state.press("n", passing: ["b"], starterUntouched: false) == [.check])
    #expect(state.exercise == "a", "round to the start")
    #expect(state.press("n", passing: ["b", "c", "d"], starterUntouched: false) == [.check])
    #expect(state.exercise == "b", "when every other passes, simply the next")
  }

  @Test func aSaveChecksAgain() {
    var state = watching("c")
    #expect(state.saved() == [.check])
    #expect(state.exercise == "c")
  }

  @Test func aFailedCheckStaysOnTheExercise() {
    var state = watching("b")
    #expect(state.checked(passed: false, passing: []) == [])
    #expect(state.exercise == "b")
  }

  @Test func aPassSaysSoAndMovesOnToTheNextToDo() {
    var state = watching("b")
    #expect(state.checked(passed: true, passing: ["b", "c"]) == [.passed("b"), .check])
    #expect(state.exercise == "d")
    #expect(state.checked(passed: true, passing: ["b", "c", "d"]) == [.passed("d"), .check])
    #expect(state.exercise == "a")
  }

  @Test func theLastPassSaysEveryExercisePasses() {
    var state = watching("c")
    #expect(state.checked(passed: true, passing: Set(order)) == [.passed("c"), .allPass])
    #expect(state.exercise == "c")
  }
}
