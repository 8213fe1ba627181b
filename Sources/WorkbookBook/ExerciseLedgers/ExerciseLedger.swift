import WorkbookBase

/// Reads `chapters/exercises.ledger`, the table of contents' line format: an entry per
/// exercise, `exercise: NAME` followed by indented fields. It holds only what a person writes
/// (title, task, estimate, hints) and the untouched starter's hash; the chapter is the one whose
/// page shows the exercise, and every path is derived from the name (``Exercise``). Unknown keys,
/// missing fields, missing files and exercises no chapter shows are located errors.
public enum ExerciseLedger {
  /// Where the ledger lives, relative to the package root.
  public static let path = "chapters/exercises.ledger"

  static let requiredKeys = ["title", "task", "estimate", "starter-hash"]
  static let allowedKeys = Set(requiredKeys + ["hint", "formerly"])

  /// Parses the ledger's `text`. `shown` lists the exercises the chapters show, in the book's
  /// order, each with its chapter file; `fileExists` answers for paths relative to the package
  /// root. The exercises come back in the order `shown` gives.
  public static func parse(
    _ text: String, path: String = path, shown: [(name: String, chapter: String)],
    fileExists: (String) -> Bool
  ) throws -> [Exercise] {
    let file = try RecordFile(parsing: text, path: path)
    var collector = DiagnosticCollector()
    var exercises: [String: Exercise] = [:]
    let chapters = Dictionary(shown.map { ($0.name, $0.chapter) }, uniquingKeysWith: { a, _ in a })
    for record in file.records {
      guard
        let exercise = collector.capturing({
          try makeExercise(record, chapters: chapters, fileExists: fileExists)
        })
      else { continue }
      if exercises[exercise.name] != nil {
        collector.report(
          "exercise '\(exercise.name)' is listed twice", at: record.head.valueLocation)
      }
      exercises[exercise.name] = exercise
    }
    try collector.throwIfAny()
    return shown.compactMap { exercises[$0.name] }
  }

  /// Whether `name` can name an exercise: ASCII letters and digits, starting with a capital, as
  /// a Swift module's name and a folder's can.
  static func isName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
    }
  }

  private static func makeExercise(
    _ record: RecordFile.Record, chapters: [String: String], fileExists: (String) -> Bool
  ) throws -> Exercise {
    var collector = DiagnosticCollector()
    let head = record.head
    if head.key != "exercise" {
      collector.report("expected 'exercise: NAME', found '\(head.key)'", at: head.keyLocation)
    }
    if !isName(head.value) {
      collector.report(
        "an exercise's name is its starter's, in PascalCase: letters and digits, starting with a capital",
        at: head.valueLocation)
    }
    collector.reportFields(record.fields, allowed: allowedKeys, repeatable: ["hint", "formerly"])
    func field(_ key: String) -> RecordFile.Field? { record.fields.last { $0.key == key } }
    for key in requiredKeys where (field(key)?.value ?? "").isEmpty {
      collector.report("exercise '\(head.value)' needs a '\(key):' field", at: head.keyLocation)
    }
    if let estimate = field("estimate"), !estimate.value.isEmpty, !isEstimate(estimate.value) {
      collector.report(
        "an estimate reads 'N min' or 'N–M min', found '\(estimate.value)'",
        at: estimate.valueLocation)
    }
    let chapter = chapters[head.value]
    if chapter == nil, isName(head.value) {
      collector.report(
        "no chapter shows exercise '\(head.value)': put {{#exercise \(head.value)}} on the page it belongs to",
        at: head.valueLocation)
    }
    try collector.throwIfAny()
    let exercise = Exercise(
      name: head.value,
      chapter: chapter!,
      title: field("title")!.value,
      task: field("task")!.value,
      starterHash: field("starter-hash")!.value,
      estimate: field("estimate")!.value,
      hints: record.fields.filter { $0.key == "hint" }.map(\.value),
      formerNames: record.fields.filter { $0.key == "formerly" }.map(\.value),
      declaredAt: head.keyLocation)
    for (role, file) in [("starter", exercise.starter), ("solution", exercise.solution)]
    where !fileExists(file) {
      collector.report(
        "exercise '\(exercise.name)' has no \(role): \(file) is missing", at: head.valueLocation)
    }
    try collector.throwIfAny()
    return exercise
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
