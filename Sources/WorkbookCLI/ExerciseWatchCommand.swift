import ArgumentParser
import WorkbookRun

extension ExerciseCommand {
  /// `workbook exercise watch [ID]`.
  struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "watch",
      abstract: "Check an exercise each time you save it, and move on when it passes.",
      discussion: """
        Starts at the exercise named, or else at the first one in the book's order that does \
        not pass yet. Shows its title, its file and the verdicts of its checks, and checks it \
        again each time a file in its folder is saved. Once every check passes, it says so and \
        moves on to the next exercise that does not pass. Keys: h shows the next hint, l lists \
        the exercises, r puts the starter back (after asking; your file is kept), n moves to \
        the next exercise, q quits. With standard input not a terminal, each character read \
        from it is a key (line breaks are ignored), and the end of the input quits. Exits 0 when \
        it quits; 128 + the signal's number when stopped by SIGINT, SIGTERM or SIGHUP.
        """)

    @OptionGroup var options: RootOptions
    @OptionGroup var language: LanguageOption

    @Argument(help: "An exercise id (default: the first that does not pass yet).")
    var exercise: String?

    /// How often the starter's folder is looked at for a save.
    static let pollInterval = 0.05

    func run() throws {
      var session = try WatchSession(options: options, language: language, startingAt: exercise)
      ExerciseInterruption.catchSignals()
      Orphans.adopt()
      let keys = KeyInput()
      defer { keys.restore() }
      let signal: Int32
      do {
        signal = try session.run(keys: keys, pollInterval: Self.pollInterval)
      } catch let interrupted as ExerciseAttempt.Interrupted {
        signal = interrupted.signal
      }
      guard signal == 0 else {
        keys.restore()
        session.screen.emit("\n")
        Console.progress(
          session.words(
            "Interrupted by {signal}: stopped watching.",
            ["signal": ExerciseInterruption.name(of: signal)]))
        throw ExitCode(128 + signal)
      }
    }
  }
}
