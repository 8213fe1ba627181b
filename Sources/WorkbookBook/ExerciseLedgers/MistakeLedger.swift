import WorkbookBase

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A plausible wrong answer to an exercise, kept beside the solution as a type of its own, as
/// its entry in the exercise's mistakes ledger describes it.
public struct Mistake: Sendable, Hashable {
  /// The wrong answer's type, in `Solutions/NAME/WrongAnswers/`.
  public var name: String
  /// The mistake, in a few words.
  public var summary: String
  /// Every check the wrong answer fails, and no other: its fingerprint, which the repository's
  /// test run proves exact.
  public var fails: [String]
  /// A hint written for a reader who made this mistake: where to look, not the answer.
  public var hint: String
  /// Where the entry starts.
  public var declaredAt: SourceLocation
}

/// `Solutions/NAME/WrongAnswers/mistakes.ledger`: the exercise's known mistakes, written by a
/// person, in the table of contents' line format.
///
/// ```
/// mistake: TokenWithoutDeinit            the wrong answer's type
///   summary: no deinit                   the mistake in a few words
///   fails: A freed token stops the notifications    each check it fails; repeat the key
///   hint: A token that is dropped …      the hint for a reader who made it
///
/// check: The handler receives each new value        a check no mistake here fails
///   kept-because: Keeps the token observing: …      why it is kept all the same
/// ```
///
/// `workbook exercise run` compares the checks an attempt fails with each mistake's, and names
/// the mistakes that fail exactly the same ones.
public struct MistakeLedger: Sendable {
  /// The file's name in an exercise's `WrongAnswers/` folder.
  public static let fileName = "mistakes.ledger"

  public var mistakes: [Mistake] = []
  /// Why each check that no mistake fails is kept, by the check's name.
  public var keptChecks: [String: String] = [:]

  public init() {}

  /// Parses the ledger's `text`, read from `path`.
  public static func parse(_ text: String, path: String) throws -> MistakeLedger {
    let file = try RecordFile(parsing: text, path: path)
    var collector = DiagnosticCollector()
    var ledger = MistakeLedger()
    for record in file.records {
      let head = record.head
      func fields(_ key: String) -> [RecordFile.Field] { record.fields.filter { $0.key == key } }
      switch head.key {
      case "mistake":
        collector.reportFields(
          record.fields, allowed: ["summary", "fails", "hint"], repeatable: ["fails"])
        if !isTypeName(head.value) {
          collector.report("a mistake is named by its wrong answer's type", at: head.valueLocation)
        }
        if ledger.mistakes.contains(where: { $0.name == head.value }) {
          collector.report("mistake '\(head.value)' is listed twice", at: head.valueLocation)
        }
        for key in ["summary", "fails", "hint"] where fields(key).allSatisfy(\.value.isEmpty) {
          collector.report("mistake '\(head.value)' needs a '\(key):' field", at: head.keyLocation)
        }
        let fails = fields("fails").map(\.value)
        for (index, check) in fails.enumerated() where fails[..<index].contains(check) {
          collector.report(
            "'\(check)' is listed twice", at: fields("fails")[index].valueLocation)
        }
        ledger.mistakes.append(
          Mistake(
            name: head.value, summary: fields("summary").last?.value ?? "", fails: fails,
            hint: fields("hint").last?.value ?? "", declaredAt: head.keyLocation))
      case "check":
        collector.reportFields(record.fields, allowed: ["kept-because"])
        guard let why = fields("kept-because").last?.value, !why.isEmpty else {
          collector.report(
            "check '\(head.value)' needs a 'kept-because:' field", at: head.keyLocation)
          continue
        }
        if ledger.keptChecks[head.value] != nil {
          collector.report("check '\(head.value)' is listed twice", at: head.valueLocation)
        }
        ledger.keptChecks[head.value] = why
      default:
        collector.report(
          "expected 'mistake: TYPE' or 'check: NAME', found '\(head.key)'", at: head.keyLocation)
      }
    }
    try collector.throwIfAny()
    return ledger
  }

  /// The mistakes of `exercise` in the book at `root`; none when it keeps no mistakes file.
  public static func load(for exercise: Exercise, root: URL) throws -> MistakeLedger {
    let package = PackageRoot(root)
    guard package.exists(exercise.mistakes) else { return MistakeLedger() }
    return try parse(package.readText(exercise.mistakes, at: nil), path: exercise.mistakes)
  }

  /// The mistakes that fail exactly the checks in `failed`, no more and no fewer.
  public func mistakes(failing failed: Set<String>) -> [Mistake] {
    guard !failed.isEmpty else { return [] }
    return mistakes.filter { Set($0.fails) == failed }
  }

  /// Whether `name` can name a Swift type: letters, digits and `_`, not starting with a digit.
  static func isTypeName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }
}
