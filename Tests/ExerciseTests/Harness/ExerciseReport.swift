import Foundation
import ObjectRuntime

/// The file `workbook exercise run` reads to print one verdict per check: a line of JSON per
/// check, written only when `WORKBOOK_EXERCISE_REPORT` names a file.
enum ExerciseReport {
  private struct Line: Encodable {
    let exercise: String
    let check: String
    let passed: Bool
    let failure: String?
  }

  /// Checks finish on several threads at once; one writer at a time keeps lines whole.
  private static let writing = Locked(())

  static func append(check: ExerciseCheck, failure: String?) {
    guard let path = ExerciseMode.reportPath else { return }
    writing.withLock { _ in write(check: check, failure: failure, to: path) }
  }

  private static func write(check: ExerciseCheck, failure: String?, to path: String) {
    let line = Line(
      exercise: check.exercise, check: check.name, passed: failure == nil, failure: failure)
    guard var data = try? JSONEncoder().encode(line) else { return }
    data.append(0x0A)
    if let handle = FileHandle(forWritingAtPath: path) {
      handle.seekToEndOfFile()
      handle.write(data)
      handle.closeFile()
    } else {
      _ = FileManager.default.createFile(atPath: path, contents: data)
    }
  }
}
