import Foundation

/// Reads the JSON lines Swift Testing writes with `--event-stream-output-path F
/// --event-stream-version 0` into per-test outcomes.
///
/// A test's failure is not a field of its `testEnded` event: it arrives as `issueRecorded` events
/// carrying the test's id, so the reader collects those first. Known issues
/// (`withKnownIssue`) do not fail a test. Only function tests count, never suites.
public enum EventStream {
  /// One test function's outcome and the target (module) it belongs to.
  public struct Result: Sendable, Hashable {
    public var target: String
    /// Suites and function base name joined by `/`, as ``TestDefinition/key`` spells it.
    public var key: String
    public var outcome: TestOutcome
  }

  public static func parse(_ data: Data) throws -> [Result] {
    var functions: [String] = []
    var ended: Set<String> = []
    var skipped: Set<String> = []
    var failures: [String: [String]] = [:]
    for (index, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() {
      guard let record = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
        let payload = record["payload"] as? [String: Any]
      else {
        throw Diagnostic("event stream line \(index + 1) is not a JSON record", at: nil)
      }
      switch (record["kind"] as? String, payload["kind"] as? String) {
      case ("test", "function"):
        if let id = payload["id"] as? String { functions.append(id) }
      case ("event", "testEnded"):
        if let id = payload["testID"] as? String { ended.insert(id) }
      case ("event", "testSkipped"):
        if let id = payload["testID"] as? String { skipped.insert(id) }
      case ("event", "issueRecorded"):
        let issue = payload["issue"] as? [String: Any]
        guard let id = payload["testID"] as? String, issue?["isKnown"] as? Bool != true else {
          continue
        }
        failures[id, default: []].append(message(of: payload))
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
          skipped: skipped.contains(id)))
    }
  }

  /// The readable text of an issue: its messages joined, with the source line it was recorded at.
  private static func message(of payload: [String: Any]) -> String {
    let messages = (payload["messages"] as? [[String: Any]] ?? []).compactMap {
      $0["text"] as? String
    }
    var text = messages.joined(separator: "\n")
    if let location = (payload["issue"] as? [String: Any])?["sourceLocation"] as? [String: Any],
      let file = location["fileID"] as? String, let line = location["line"] as? Int
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
