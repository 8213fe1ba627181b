import ArgumentParser
import WorkbookBase
import WorkbookBook
import WorkbookRender
import WorkbookRun

/// One `exercise watch`: the exercises, the reader's progress, what the screen shows, and the
/// ``ExerciseWatchState`` that decides what comes next.
struct WatchSession {
  let screen = WatchScreen()
  private var workspace: ExerciseCommand.Workspace
  private var state: ExerciseWatchState
  private let exercises: [String: Exercise]
  private let rechecker: ExerciseRechecker
  /// The files of the current starter's folder when its last check began.
  private var watched: InputSnapshot?
  /// What the last check showed: the verdicts, or why there are none.
  private var report: [String] = []
  /// Said at the top of the screen until the next check is shown (a pass, a reset).
  private var notice: [String] = []
  /// Shown under the report until the next screen (a hint, the list).
  private var extra: [String] = []
  private var runs = 0

  init(options: RootOptions, language: LanguageOption, startingAt id: String?) throws {
    workspace = try ExerciseCommand.Workspace(options: options, language: language)
    let root = workspace.root
    let chapters = workspace.book.chapters.compactMap { page -> String? in
      if case .chapter(let file) = page.kind { file } else { nil }
    }
    let order = ExerciseWatchState.bookOrder(workspace.exercises, chapters: chapters)
    let start: Int
    if let id {
      let named = try workspace.exercise(named: id)
      start = order.firstIndex(of: named.name)!
    } else {
      guard let first = ExerciseWatchState.start(in: order, passing: workspace.passing()) else {
        throw Console.failure("this book has no exercises (\(ExerciseLedger.path))")
      }
      start = first
    }
    state = ExerciseWatchState(order: order, current: start)
    exercises = Dictionary(uniqueKeysWithValues: workspace.exercises.map { ($0.name, $0) })
    let screen = screen
    let words = workspace.words
    rechecker = ExerciseRechecker(
      attempt: ExerciseAttempt(
        root: root, words: words, buildProgress: { screen.progress($0, words: words) }))
  }

  private var current: Exercise { exercises[state.exercise]! }

  /// What the watch says, in the reader's language.
  var words: UIText { workspace.words }

  /// Checks the first exercise, then takes keys and saves until the reader quits (answers 0)
  /// or a signal comes (answers its number).
  mutating func run(keys: KeyInput, pollInterval: Double) throws -> Int32 {
    var actions = state.started()
    while true {
      while !actions.isEmpty {
        let action = actions.removeFirst()
        if action == .quit {
          screen.emit(words("Stopped watching.") + "\n")
          return 0
        }
        actions += try perform(action)
      }
      if ExerciseInterruption.caughtSignal != 0 { return ExerciseInterruption.caughtSignal }
      switch keys.next(waitingAtMost: pollInterval) {
      case .key(let key):
        actions = try press(key)
      case .end:
        actions = [.quit]
      case .none:
        let now = InputSnapshot(root: workspace.root, folders: [current.starterFolder])
        if let watched, !now.changes(since: watched).isEmpty { actions = state.saved() }
      }
    }
  }

  private mutating func press(_ key: Character) throws -> [ExerciseWatchState.Action] {
    try reloadProgress()
    return state.press(
      key, passing: workspace.passing(),
      starterUntouched: workspace.state(of: current) == .notStarted)
  }

  /// Carries out `action`; answers the actions that follow from it.
  private mutating func perform(_ action: ExerciseWatchState.Action) throws
    -> [ExerciseWatchState.Action]
  {
    switch action {
    case .check:
      return try check()
    case .passed(let name):
      let shown = exercises[name]?.commandName ?? name
      notice = [
        "✔ " + words("{exercise} passes every check. On to the next exercise.", ["exercise": shown])
      ]
    case .allPass:
      notice.append(words("Every exercise passes. Well done!"))
      redraw()
    case .showHint:
      try reloadProgress()
      extra = workspace.revealHint(of: current)
      try Console.save(workspace.progress, root: workspace.root)
      redraw()
    case .showList:
      try reloadProgress()
      extra = workspace.listing()
      redraw()
    case .askReset:
      extra = []
      screen.draw(page(footer: [workspace.resetQuestion(for: current)]), open: true)
    case .reset:
      try reloadProgress()
      notice = try workspace.reset(current)
      extra = []
      redraw()
    case .keepStarter:
      extra = [words("Left {file} as it is.", ["file": current.starter])]
      redraw()
    case .showKeys:
      extra = [words("That key does nothing here.")]
      redraw()
    case .quit:
      break
    }
    return []
  }

  /// Checks the current exercise, shows the verdicts, records the run.
  private mutating func check() throws -> [ExerciseWatchState.Action] {
    let exercise = current
    extra = []
    watched = InputSnapshot(root: workspace.root, folders: [exercise.starterFolder])
    if screen.isTerminal {
      screen.draw(page(body: [words("Checking… (Ctrl-C stops watching)")]))
    } else {
      screen.emit(words("Checking {exercise}…", ["exercise": exercise.commandName]) + "\n")
    }
    let outcome = try rechecker.check(exercise)
    runs += 1
    var passed = false
    switch outcome.result {
    case .success(let verdicts):
      report = Array(workspace.verdictLines(for: exercise, verdicts).dropFirst())
      passed = !verdicts.isEmpty && verdicts.allSatisfy(\.passed)
      try reloadProgress()
      workspace.record(verdicts, for: exercise)
      try Console.save(workspace.progress, root: workspace.root)
    case .failure(let diagnostic):
      report = diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
    }
    report.append(
      words(
        "Run {number} took {duration} (build {build}, checks {checks}).",
        [
          "number": "\(runs)",
          "duration": Self.seconds(outcome.buildSeconds + outcome.checkSeconds),
          "build": Self.seconds(outcome.buildSeconds), "checks": Self.seconds(outcome.checkSeconds),
        ]))
    redraw()
    notice = []
    return state.checked(passed: passed, passing: workspace.passing())
  }

  private func redraw() {
    screen.draw(page(body: report + (extra.isEmpty ? [] : [""] + extra)))
  }

  /// The screen: the notice, the exercise, `body`, where the book stands, and the keys.
  private func page(body: [String]? = nil, footer: [String]? = nil) -> [String] {
    let exercise = current
    var lines = notice.isEmpty ? [] : notice + [""]
    let count = "\(state.order.count)"
    lines += [
      words(
        "Exercise {number} of {count} · {chapter} · about {minutes} min",
        [
          "number": "\(state.current + 1)", "count": count, "chapter": exercise.chapter,
          "minutes": String(exercise.minutes),
        ]),
      "\(exercise.commandName): \(exercise.title)",
      words("Edit {file}; it is checked each time you save it.", ["file": exercise.starter]),
      "",
    ]
    lines += body ?? report
    lines += [
      "",
      words(
        "{passed} of {count} exercises pass.",
        ["passed": "\(workspace.passing().count)", "count": count]),
    ]
    lines += footer ?? [words("Keys: h hint · l list · r reset · n next · q quit")]
    return lines
  }

  private mutating func reloadProgress() throws {
    let root = workspace.root
    workspace.progress = try Console.reportingDiagnostics { try ExerciseProgress.load(root: root) }
  }

  private static func seconds(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) s"
  }
}
