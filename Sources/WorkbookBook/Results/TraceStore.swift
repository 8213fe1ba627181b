import WorkbookBase

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The traces file, `.workbook/traces.json`: for each test target, the traces its last recorded
/// run wrote, filed by test file and line, and the ``SourceHash`` of the sources it ran
/// against, so a trace of older code shows as stale, like a test result.
public struct TraceStore: RecordedJSONFile, Sendable, Equatable {
  /// One target's traces from its last run.
  public struct TargetTraces: Codable, Sendable, Equatable {
    public var sourceHash: String
    public var traces: [StoredTrace]
  }

  /// A trace and where its `Trace.record` call stands, relative to the book's root.
  public struct StoredTrace: Codable, Sendable, Equatable {
    public var path: String
    public var line: Int
    public var trace: RecordedTrace
  }

  public static let path = ".workbook/traces.json"
  public static let isIndented = false

  public var version = 1
  public var targets: [String: TargetTraces] = [:]

  public init() {}

  /// Replaces the traces of every target in `ran` with the trace files found in `directory`,
  /// each filed under the target whose `Tests/TARGET/` folder holds its test file.
  public mutating func record(
    directory: URL, root: URL, ran: [String], hashes: [String: String]
  ) {
    var found: [String: [StoredTrace]] = [:]
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names.sorted() where name.hasSuffix(".json") {
      guard let data = FileManager.default.contents(atPath: directory.appending(path: name).path),
        let trace = try? JSONDecoder().decode(RecordedTrace.self, from: data),
        let path = Self.relativePath(of: trace.file, under: root),
        path.hasPrefix("Tests/")
      else { continue }
      let target = String(path.dropFirst("Tests/".count).prefix { $0 != "/" })
      found[target, default: []].append(StoredTrace(path: path, line: trace.line, trace: trace))
    }
    for target in Set(ran).union(found.keys) {
      targets[target] = TargetTraces(
        sourceHash: hashes[target] ?? "",
        traces: (found[target] ?? []).sorted { ($0.path, $0.line) < ($1.path, $1.line) })
    }
  }

  /// The traces recorded inside `test`, in source order, and whether they ran on its target's
  /// current sources.
  public func traces(of test: TestDefinition, currentHash: () -> String) -> (
    traces: [StoredTrace], isCurrent: Bool
  ) {
    guard let run = targets[test.target] else { return ([], false) }
    let traces = run.traces.filter { $0.path == test.path && test.lines.contains($0.line) }
    return (traces, traces.isEmpty ? false : run.sourceHash == currentHash())
  }

  /// `file` relative to `root`, when it lies inside it (resolving symbolic links on both sides,
  /// since the compiler may spell the path through one).
  public static func relativePath(of file: String, under root: URL) -> String? {
    let base = root.standardizedFileURL.resolvingSymlinksInPath().path
    let resolved = URL(filePath: file).standardizedFileURL.resolvingSymlinksInPath().path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    guard resolved.hasPrefix(prefix) else { return nil }
    return String(resolved.dropFirst(prefix.count))
  }
}
