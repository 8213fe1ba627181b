import WorkbookBase

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads the JSON lines Swift Testing writes with `--event-stream-output-path F
/// --event-stream-version 0` into per-test outcomes.
///
/// A test's failure is not a field of its `testEnded` event: it arrives as `issueRecorded` events
/// carrying the test's id, so the reader collects those first. Known issues
/// (`withKnownIssue`) do not fail a test. Only function tests count, never suites. A
/// parameterised test's events name the case they belong to (`_testCase`), so each argument's
/// outcome is kept too, under the argument's description.
public enum EventStream {
  /// One test function's outcome and the target (module) it belongs to: what ``TestResults``
  /// records, from this stream or from XCTest's log (``XCTestTargets``).
  public struct Result: Sendable, Hashable {
    public var target: String
    /// Suites and function base name joined by `/`, as ``TestDefinition/key`` spells it.
    public var key: String
    public var outcome: TestOutcome

    public init(target: String, key: String, outcome: TestOutcome) {
      self.target = target
      self.key = key
      self.outcome = outcome
    }
  }

  /// The parts of a stream record this reader uses; every other field is ignored.
  private struct Record: Decodable {
    struct Payload: Decodable {
      var kind: String?
      var id: String?
      var testID: String?
      var issue: Issue?
      var messages: [Message]?
      /// The case of a parameterised test the event belongs to.
      var testCase: TestCase?

      enum CodingKeys: String, CodingKey {
        case kind, id, testID, issue, messages
        case testCase = "_testCase"
      }
    }
    struct TestCase: Decodable {
      var displayName: String
    }
    struct Issue: Decodable {
      var isKnown: Bool?
      var sourceLocation: Location?
    }
    struct Location: Decodable {
      var fileID: String?
      var line: Int?
    }
    struct Message: Decodable {
      var text: String
    }
    var kind: String
    var payload: Payload
  }

  public static func parse(_ data: Data) throws -> [Result] {
    var functions: [String] = []
    var ended: Set<String> = []
    var skipped: Set<String> = []
    var failures: [String: [String]] = [:]
    /// Per test, each case that ended, with its failures.
    var cases: [String: [String: [String]]] = [:]
    let decoder = JSONDecoder()
    for (index, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() {
      guard let record = try? decoder.decode(Record.self, from: Data(line)) else {
        throw Diagnostic("event stream line \(index + 1) is not a JSON record", at: nil)
      }
      let payload = record.payload
      switch (record.kind, payload.kind) {
      case ("test", "function"):
        if let id = payload.id { functions.append(id) }
      case ("event", "testEnded"):
        if let id = payload.testID { ended.insert(id) }
      case ("event", "testCaseEnded"):
        if let id = payload.testID, let testCase = payload.testCase,
          cases[id]?[testCase.displayName] == nil
        {
          cases[id, default: [:]][testCase.displayName] = []
        }
      case ("event", "testSkipped"):
        if let id = payload.testID { skipped.insert(id) }
      case ("event", "issueRecorded"):
        guard let id = payload.testID, payload.issue?.isKnown != true else { continue }
        failures[id, default: []].append(message(of: payload))
        if let testCase = payload.testCase {
          cases[id, default: [:]][testCase.displayName, default: []].append(message(of: payload))
        }
      default:
        continue
      }
    }
    return functions.compactMap { id in
      guard ended.contains(id) || skipped.contains(id), let (target, key) = split(id) else {
        return nil
      }
      let messages = failures[id] ?? []
      return Result(
        target: target, key: key,
        outcome: TestOutcome(
          passed: messages.isEmpty && !skipped.contains(id), failures: messages,
          skipped: skipped.contains(id),
          cases: cases[id]?.mapValues { TestOutcome(passed: $0.isEmpty, failures: $0) }))
    }
  }

  /// The readable text of an issue: its messages joined, with the source line it was recorded at.
  private static func message(of payload: Record.Payload) -> String {
    var text = (payload.messages ?? []).map(\.text).joined(separator: "\n")
    if let location = payload.issue?.sourceLocation, let file = location.fileID,
      let line = location.line
    {
      text += " (\(file):\(line))"
    }
    return text
  }

  /// Splits `Module.Suite/Inner/name(args:)/File.swift:4:2` into the module and `Suite/Inner/name`.
  static func split(_ id: String) -> (target: String, key: String)? {
    guard let dot = id.firstIndex(of: ".") else { return nil }
    let target = String(id[..<dot])
    var components = id[id.index(after: dot)...].split(separator: "/").map(String.init)
    if let last = components.last, last.contains(".swift:") { components.removeLast() }
    guard let function = components.popLast(), let paren = function.firstIndex(of: "(") else {
      return nil
    }
    return (target, (components + [String(function[..<paren])]).joined(separator: "/"))
  }
}
