import WorkbookBase
import WorkbookBook

/// What `workbook exercise watch` decides, apart from the terminal that shows it: which exercise
/// is current, and what to do after a key, a save of the starter, or a finished check. The
/// exercises are their ids in book order; which of them pass is asked of the caller each time,
/// since it changes as the reader works.
public struct ExerciseWatchState: Sendable, Equatable {
  /// What the command does next, in the order given.
  public enum Action: Sendable, Equatable {
    /// Run the current exercise's checks and show their verdicts.
    case check
    /// The exercise with this id passed every check; the current one is the next to do.
    case passed(String)
    /// Every exercise passes.
    case allPass
    /// Show the next hint of the current exercise, and record it.
    case showHint
    /// Show every exercise with its state.
    case showList
    /// Ask whether to put the current starter back (y/n).
    case askReset
    /// Put the current starter back, keeping the reader's file.
    case reset
    /// The reader declined the reset: the starter stays as it is.
    case keepStarter
    /// Show what the keys do (after a key that does nothing).
    case showKeys
    /// Stop watching.
    case quit
  }

  /// Waiting for a key or a save, or for the answer to the reset question.
  public enum Mode: Sendable, Equatable {
    case watching
    case confirmingReset
  }

  /// The exercises' ids, in book order.
  public let order: [String]
  /// The position of the current exercise in ``order``.
  public private(set) var current: Int
  public private(set) var mode = Mode.watching
  /// The starter was saved while the reset question was open: check once it is answered.
  private var savedWhileAsking = false

  /// Watches `order[current]`. `order` must not be empty.
  public init(order: [String], current: Int) {
    precondition(order.indices.contains(current), "no exercise to watch")
    self.order = order
    self.current = current
  }

  /// The id of the current exercise.
  public var exercise: String { order[current] }

  /// The ids of `exercises` in book order: by their chapter's place among `chapters` (the
  /// book's chapter files in reading order), in the ledger's order within a chapter.
  public static func bookOrder(_ exercises: [Exercise], chapters: [String]) -> [String] {
    exercises.enumerated()
      .sorted { first, second in
        let (a, b) = (
          chapters.firstIndex(of: first.element.chapter) ?? chapters.count,
          chapters.firstIndex(of: second.element.chapter) ?? chapters.count
        )
        return a != b ? a < b : first.offset < second.offset
      }
      .map(\.element.name)
  }

  /// Where watching starts without an id: the first exercise in book order that does not pass,
  /// or the first exercise when they all pass; nil when there are none.
  public static func start(in order: [String], passing: Set<String>) -> Int? {
    order.firstIndex { !passing.contains($0) } ?? (order.isEmpty ? nil : 0)
  }

  /// The next exercise after `index` in book order, going round to the start, that does not
  /// pass; nil when every other one passes.
  public static func nextToDo(after index: Int, in order: [String], passing: Set<String>)
    -> Int?
  {
    (1..<max(order.count, 1)).lazy.map { (index + $0) % order.count }
      .first { !passing.contains(order[$0]) }
  }

  /// The state right after it starts: the current exercise is checked.
  public func started() -> [Action] { [.check] }

  /// The reader pressed `key`; `starterUntouched` says whether the current starter is as it
  /// came (a reset then has nothing to ask about).
  public mutating func press(_ key: Character, passing: Set<String>, starterUntouched: Bool)
    -> [Action]
  {
    if mode == .confirmingReset {
      mode = .watching
      let pending = savedWhileAsking
      savedWhileAsking = false
      if key == "y" || key == "Y" { return [.reset, .check] }
      return pending ? [.keepStarter, .check] : [.keepStarter]
    }
    switch key.lowercased() {
    case "h": return [.showHint]
    case "l": return [.showList]
    case "r":
      guard !starterUntouched else { return [.reset] }
      mode = .confirmingReset
      return [.askReset]
    case "n":
      current =
        Self.nextToDo(after: current, in: order, passing: passing) ?? (current + 1) % order.count
      return [.check]
    case "q", "\u{03}", "\u{04}": return [.quit]
    case "\n", "\r", " ": return []
    default: return [.showKeys]
    }
  }

  /// The reader saved the starter (or another file of its folder).
  public mutating func saved() -> [Action] {
    guard mode == .watching else {
      savedWhileAsking = true
      return []
    }
    return [.check]
  }

  /// The current exercise's checks ran: each passed, or not (`passed`); `passing` includes
  /// this run's outcome. A pass moves on to the next exercise to do and checks it.
  public mutating func checked(passed: Bool, passing: Set<String>) -> [Action] {
    guard passed else { return [] }
    let done = exercise
    guard let next = Self.nextToDo(after: current, in: order, passing: passing) else {
      return [.passed(done), .allPass]
    }
    current = next
    return [.passed(done), .check]
  }
}
