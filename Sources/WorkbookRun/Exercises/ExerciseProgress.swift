import WorkbookBase
import WorkbookBook

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the reader has done with each exercise, kept in `.workbook/exercises.json`: how many
/// hints they have seen, and the outcome of their last run with the starter's hash at the time.
public struct ExerciseProgress: Codable, Sendable, Equatable {
  /// The outcome of one `workbook exercise run`.
  public struct Run: Codable, Sendable, Equatable {
    public var starterHash: String
    public var passed: Int
    public var failed: Int

    public init(starterHash: String, passed: Int, failed: Int) {
      self.starterHash = starterHash
      self.passed = passed
      self.failed = failed
    }
  }

  /// One exercise's record.
  public struct Entry: Codable, Sendable, Equatable {
    public var hintsShown = 0
    public var lastRun: Run?

    public init(hintsShown: Int = 0, lastRun: Run? = nil) {
      self.hintsShown = hintsShown
      self.lastRun = lastRun
    }
  }

  public var exercises: [String: Entry] = [:]

  public init() {}

  /// Forgets `exercise`'s record, hints shown and last run, as `workbook exercise reset` does:
  /// the next hint is the first again.
  public mutating func forget(_ exercise: String) {
    exercises[exercise] = nil
  }

  /// Moves each record kept under an exercise's former name (`formerly:` in the ledger) to its
  /// name, so that a reader's hints and last runs survive a rename; a record already kept under
  /// the name stays. Answers whether anything moved, when the file should be written again.
  public mutating func adoptFormerNames(of ledger: [Exercise]) -> Bool {
    var moved = false
    for exercise in ledger {
      for former in exercise.formerNames {
        guard let entry = exercises[former] else { continue }
        exercises[former] = nil
        if exercises[exercise.name] == nil { exercises[exercise.name] = entry }
        moved = true
      }
    }
    return moved
  }

  /// Where the progress file lives, relative to the package root.
  public static let path = ".workbook/exercises.json"

  /// The progress recorded under `root`, or none yet. A file that cannot be read is an error,
  /// not a fresh start: saving over it would lose the reader's record.
  public static func load(root: URL) throws(Diagnostic) -> ExerciseProgress {
    guard let data = FileManager.default.contents(atPath: root.appending(path: path).path) else {
      return ExerciseProgress()
    }
    do {
      return try JSONDecoder().decode(ExerciseProgress.self, from: data)
    } catch {
      throw Diagnostic(
        "cannot read \(path), which is not the progress file this version writes; fix it, or move it away to start afresh",
        at: SourceLocation(path: path, line: 1, column: 1))
    }
  }

  /// Writes the progress under `root`.
  public func save(root: URL) throws {
    let url = root.appending(path: Self.path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(self).write(to: url, options: .atomic)
  }
}
