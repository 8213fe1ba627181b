internal import CheckRunner
import WorkbookBase
import WorkbookBook

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ExerciseAttempt {
  /// Has the exercise's check runner, as ``run(_:)`` built it, tell the exercise's traced story
  /// with the reference solution and then with the reader's code, each in a process of its
  /// own with the time limit of a check, and compares the two tellings. Answers nil when the
  /// exercise has no traced story (no ``Exercise/story`` file, or a runner that says so).
  /// Nothing here changes a verdict, and nothing here fails the run: a story that cannot be
  /// told says why. Throws only ``Interrupted``.
  public func compareStories(of exercise: Exercise) throws -> StoryComparison? {
    do {
      return try tellStories(of: exercise)
    } catch let interrupted as Interrupted {
      throw interrupted
    } catch {
      return .untold(
        why: words(
          "it could not be told: {error}",
          ["error": (error as? Diagnostic)?.message ?? "\(error)"]))
    }
  }

  private func tellStories(of exercise: Exercise) throws -> StoryComparison? {
    guard PackageRoot(root).exists(exercise.story) else { return nil }
    progress(words("Telling the exercise's traced story with the solution and with your code…"))
    let scratch = try ScratchFolder(for: "story")
    defer { scratch.remove() }
    let output = scratch.url.appending(path: "output.txt").path
    let runner = runner(of: exercise)
    let solutionEnd = try check(
      [runner, "--story", "solution"], output: output, timeLimitInSeconds)
    if solutionEnd.messages.contains(.noStory) { return nil }
    guard let solution = Self.story(in: solutionEnd) else {
      return .untold(
        why: words(
          "it did not finish with the reference solution: {reason}",
          ["reason": unfinished(solutionEnd)]))
    }
    let yoursEnd = try check([runner, "--story", "yours"], output: output, timeLimitInSeconds)
    guard let yours = Self.story(in: yoursEnd) else {
      return .yoursUnfinished(
        summary: solution.summary, why: unfinished(yoursEnd),
        meaning: Self.lastWords(in: yoursEnd.transcript).flatMap {
          Self.meaning(ofLastWords: $0, words: words)
        })
    }
    return .compare(yours: yours, solution: solution, words: words)
  }

  /// The telling a runner sent, if it sent one that reads.
  static func story(in end: CheckEnd) -> RecordedStory? {
    for message in end.messages.reversed() {
      if case .story(let json) = message {
        return try? JSONDecoder().decode(RecordedStory.self, from: Data(json.utf8))
      }
    }
    return nil
  }

  /// How a telling ended without sending its story, with its last words when it crashed.
  func unfinished(_ end: CheckEnd) -> String {
    let lastWords = Self.lastWords(in: end.transcript).map { ":\n" + $0 } ?? ""
    switch end.outcome {
    case .timedOut:
      return words(
        "it was still running after {duration}, and was stopped",
        ["duration": Self.seconds(timeLimitInSeconds)])
    case .stalled(let threads):
      return words("a likely deadlock: {threads}, so it was stopped", ["threads": threads])
    case .exited(let status) where status > 128:
      let cause = CrashCause(
        signal: status - 128, stackOverflow: end.messages.contains(.stackOverflow), words: words)
      return words(
        "it crashed with {signal}: {cause}", ["signal": cause.name, "cause": cause.likelyCause])
        + lastWords
    case .exited(let status):
      return words(
        "its process exited with status {status} before the story was over",
        ["status": "\(status)"]) + lastWords
    }
  }

  /// What the runtime's own report of a misuse (its last words) means, for the misuses a
  /// story shows: the report Foundation's KVO prints, in this port's words (in the language of
  /// `words`).
  static func meaning(ofLastWords lastWords: String, words: UIText = .english) -> String? {
    if lastWords.contains("message sent to deallocated instance") {
      return words("an observer was called after it was freed: its registration outlived it.")
    }
    if lastWords.contains("was deallocated while key value observers were still registered") {
      return words(
        "an observed object was freed while an observer was still registered with it.")
    }
    return nil
  }
}
