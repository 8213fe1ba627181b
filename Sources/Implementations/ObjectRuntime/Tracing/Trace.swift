import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Tracing: a record of what the runtime does while a piece of test code runs, which the book
/// draws as a sequence diagram.
///
/// Off unless some task is recording, and then only that task's events are kept: the runtime's
/// event sites ask ``active``, one relaxed atomic load when nothing records. Work the traced code
/// hands to other threads is not recorded.
public enum Trace {
  /// How many recordings are under way in the process.
  @usableFromInline static let recordings = Atomic<Int>(0)

  @usableFromInline @TaskLocal static var current: TraceRecorder?

  /// The recorder of the running task, or nil: the check every event site makes, in the runtime
  /// and in the modules built on it.
  @inlinable
  public static var active: TraceRecorder? {
    recordings.load(ordering: .relaxed) == 0 ? nil : current
  }

  /// The environment variable naming the folder where finished traces are written as JSON, set
  /// by `workbook test`; without it a trace is only returned.
  public static let directoryVariable = "WORKBOOK_TRACE_DIR"

  /// Records what the runtime does on this task while `body` runs, and returns the trace. The
  /// file and line of the call identify the test the book draws it for.
  @discardableResult
  public static func record(
    file: String = #filePath, line: Int = #line, _ body: (TraceRecorder) throws -> Void
  ) rethrows -> TraceLog {
    let recorder = TraceRecorder()
    recordings.add(1, ordering: .relaxed)
    defer { recordings.subtract(1, ordering: .relaxed) }
    try $current.withValue(recorder) { try body(recorder) }
    let (objects, events) = recorder.log
    let log = TraceLog(file: file, line: line, objects: objects, events: events)
    if let directory = ProcessInfo.processInfo.environment[directoryVariable] {
      try? log.write(into: URL(filePath: directory))
    }
    return log
  }
}

extension TraceLog {
  /// Writes the trace as one JSON file with a unique name into `directory`.
  func write(into directory: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(self)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try data.write(to: directory.appending(path: "trace-\(UUID().uuidString).json"))
  }
}
