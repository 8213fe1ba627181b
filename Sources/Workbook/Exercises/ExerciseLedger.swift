#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads `chapters/exercises.ledger`, the table of contents' line format: an entry per
/// exercise, `exercise: ID` followed by indented fields. Unknown keys, missing fields, missing
/// files and chapters the book does not list are located errors.
public enum ExerciseLedger {
  /// Where the ledger lives, relative to the package root.
  public static let path = "chapters/exercises.ledger"

  static let requiredKeys = [
    "chapter", "title", "task", "estimate", "starter", "solution", "checks", "starter-hash",
  ]
  static let allowedKeys = Set(requiredKeys + ["hint"])

  /// Parses the ledger's `text`; `fileExists` answers for paths relative to the package root,
  /// and `chapters` are the chapter files the book lists.
  public static func parse(
    _ text: String, path: String = path, chapters: Set<String>,
    fileExists: (String) -> Bool
  ) throws -> [Exercise] {
    let file = try RecordFile(parsing: text, path: path)
    var collector = DiagnosticCollector()
    var exercises: [Exercise] = []
    var seen: Set<String> = []
    for record in file.records {
      guard
        let exercise = collector.capturing({
          try makeExercise(record, chapters: chapters, fileExists: fileExists)
        })
      else { continue }
      if !seen.insert(exercise.id).inserted {
        collector.report("exercise '\(exercise.id)' is listed twice", at: record.head.valueLocation)
      }
      exercises.append(exercise)
    }
    try collector.throwIfAny()
    return exercises
  }

  private static func makeExercise(
    _ record: RecordFile.Record, chapters: Set<String>, fileExists: (String) -> Bool
  ) throws -> Exercise {
    var collector = DiagnosticCollector()
    let head = record.head
    if head.key != "exercise" {
      collector.report("expected 'exercise: ID', found '\(head.key)'", at: head.keyLocation)
    }
    if head.value.isEmpty
      || !head.value.unicodeScalars.allSatisfy({
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
      })
    {
      collector.report(
        "an exercise id uses lowercase letters, digits and '-'", at: head.valueLocation)
    }
    collector.reportFields(record.fields, allowed: allowedKeys, repeatable: ["hint"])
    func field(_ key: String) -> RecordFile.Field? { record.fields.last { $0.key == key } }
    for key in requiredKeys where (field(key)?.value ?? "").isEmpty {
      collector.report("exercise '\(head.value)' needs a '\(key):' field", at: head.keyLocation)
    }
    if let chapter = field("chapter"), !chapter.value.isEmpty, !chapters.contains(chapter.value) {
      collector.report(
        "no chapter '\(chapter.value)' in the table of contents", at: chapter.valueLocation)
    }
    if let estimate = field("estimate"), !estimate.value.isEmpty, !isEstimate(estimate.value) {
      collector.report(
        "an estimate reads 'N min' or 'N–M min', found '\(estimate.value)'",
        at: estimate.valueLocation)
    }
    for key in ["starter", "solution"] {
      if let file = field(key), !file.value.isEmpty, !fileExists(file.value) {
        collector.report("no file '\(file.value)'", at: file.valueLocation)
      }
    }
    var checks: TestReference?
    if let checksField = field("checks"), !checksField.value.isEmpty {
      checks = collector.capturing {
        try TestReference(parsing: checksField.value, at: checksField.valueLocation)
      }
    }
    try collector.throwIfAny()
    return Exercise(
      id: head.value,
      chapter: field("chapter")!.value,
      title: field("title")!.value,
      task: field("task")!.value,
      starter: field("starter")!.value,
      solution: field("solution")!.value,
      checks: checks!,
      starterHash: field("starter-hash")!.value,
      estimate: field("estimate")!.value,
      hints: record.fields.filter { $0.key == "hint" }.map(\.value),
      declaredAt: head.keyLocation)
  }
}

extension ExerciseLedger {
  /// Whether `text` is `N min` or `N–M min` (an en dash), with whole minutes.
  static func isEstimate(_ text: String) -> Bool {
    guard text.hasSuffix(" min") else { return false }
    let range = text.dropLast(" min".count).split(separator: "–", omittingEmptySubsequences: false)
    return (1...2).contains(range.count)
      && range.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }
  }
}

extension ExerciseLedger {
  /// The exercises of the book at `root`, or none when it has no ledger.
  public static func load(root: URL, book: Book) throws -> [Exercise] {
    guard PackageRoot(root).exists(path) else { return [] }
    let text = try PackageRoot(root).readText(path, at: nil)
    let chapters = Set(
      book.pages.compactMap { page -> String? in
        guard case .chapter(let file) = page.kind else { return nil }
        return file
      })
    return try parse(text, chapters: chapters) { file in
      FileManager.default.fileExists(atPath: root.appending(path: file).path)
    }
  }
}
