import WorkbookBase

/// A statement from the literature about KVO, checked against the workbook's tests.
public struct Claim: Sendable, Hashable {
  /// How the tests judged a claim.
  public enum Verdict: String, Sendable, CaseIterable {
    case holds = "holds"
    case holdsWithCaveat = "holds with a caveat"
    case doesNotHold = "does not hold"
    /// The repository cannot decide the claim; the note says why.
    case notSettled = "not settled"
  }

  public var id: String
  /// Who said it, and where.
  public var source: String
  /// The claim, paraphrased.
  public var says: String
  public var verdict: Verdict
  /// The tests that decide the claim, as `TARGET/NAME` or `TARGET/Suite/NAME` references.
  public var tests: [TestReference]
  public var note: String?
  /// The chapter section that discusses the claim, as written: `FILE.md#anchor`.
  public var section: String
  /// Where the `section:` value was written, for errors about it.
  public var sectionLocation: SourceLocation
  /// Whether the book makes this claim itself (`origin: book`), rather than a source it follows.
  public var isBooksOwn: Bool
  public var declaredAt: SourceLocation
}

/// Reads the claims ledger, a file in `chapters/` in the table of contents' line format:
///
///     claim: ID
///       source: who said it, and where
///       says: the claim, paraphrased
///       verdict: holds | holds with a caveat | does not hold | not settled
///       tests: TARGET/NAME, TARGET/Suite/NAME (optional only for "not settled")
///       section: FILE.md#anchor, the chapter section that discusses the claim
///       origin: book (optional: the claim is the book's own, not a source's)
///       note: a short remark (optional; required for "not settled")
///
/// A ledger with no entries is valid.
public enum ClaimsLedger {
  public static func parse(_ text: String, path: String) throws -> [Claim] {
    let file = try RecordFile(parsing: text, path: path)
    var collector = DiagnosticCollector()
    var claims: [Claim] = []
    var seen: Set<String> = []
    for record in file.records {
      guard record.head.key == "claim" else {
        collector.report(
          "unknown key '\(record.head.key)' (a ledger entry starts with 'claim: ID')",
          at: record.head.keyLocation)
        continue
      }
      if let claim = collector.capturing({ try makeClaim(record) }) {
        if !seen.insert(claim.id).inserted {
          collector.report("claim '\(claim.id)' is declared twice", at: record.head.valueLocation)
        }
        claims.append(claim)
      }
    }
    try collector.throwIfAny()
    return claims
  }

  private static func makeClaim(_ record: RecordFile.Record) throws -> Claim {
    var collector = DiagnosticCollector()
    let head = record.head
    if head.value.isEmpty
      || !head.value.unicodeScalars.allSatisfy({
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "-"
      })
    {
      collector.report(
        "a claim id uses letters, digits and '-'", at: head.valueLocation)
    }
    collector.reportFields(
      record.fields,
      allowed: ["source", "says", "verdict", "tests", "section", "origin", "note"])
    func field(_ key: String) -> RecordFile.Field? { record.fields.last { $0.key == key } }
    var verdict = Claim.Verdict.holds
    if let verdictField = field("verdict"), !verdictField.value.isEmpty {
      if let parsed = Claim.Verdict(rawValue: verdictField.value) {
        verdict = parsed
      } else {
        collector.report(
          "unknown verdict '\(verdictField.value)' (expected holds, holds with a caveat, does not hold or not settled)",
          at: verdictField.valueLocation)
      }
    }
    let required =
      verdict == .notSettled
      ? ["source", "says", "verdict", "section", "note"]
      : ["source", "says", "verdict", "tests", "section"]
    for key in required where (field(key)?.value ?? "").isEmpty {
      collector.report("claim '\(head.value)' needs a '\(key):' field", at: head.keyLocation)
    }
    if let section = field("section"), !section.value.isEmpty,
      !section.value.hasSuffix(".md") && !section.value.contains(".md#")
    {
      collector.report(
        "a claim's section is a chapter and an anchor, like '01-raw-kvo.md#four-ways-to-crash'",
        at: section.valueLocation)
    }
    let origin = field("origin")
    if let origin, origin.value != "book" {
      collector.report(
        "unknown origin '\(origin.value)' (the only origin is 'book', for the book's own claims)",
        at: origin.valueLocation)
    }
    var tests: [TestReference] = []
    if let testsField = field("tests") {
      tests = collector.capturing { try TestReference.parseList(testsField) } ?? []
    }
    try collector.throwIfAny()
    return Claim(
      id: head.value,
      source: field("source")?.value ?? "",
      says: field("says")?.value ?? "",
      verdict: verdict,
      tests: tests,
      note: field("note")?.value,
      section: field("section")?.value ?? "",
      sectionLocation: field("section")?.valueLocation ?? head.keyLocation,
      isBooksOwn: origin?.value == "book",
      declaredAt: head.keyLocation)
  }
}
