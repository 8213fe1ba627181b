import WorkbookBase
import WorkbookBook

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Turns a failed `swift build` of an exercise into one diagnostic: each compiler error once,
/// in classic form (`path:line:column: error: …`, the source line with its tabs expanded, a caret
/// under the column), and what to do next. Errors only in the checks mean the reader changed a
/// name or signature the checks call, and the diagnostic says so rather than pointing at the
/// starter's body.
enum CompilerErrors {
  /// One error the compiler reported.
  struct Error: Hashable {
    var path: String
    var line: Int
    var column: Int
    var message: String
  }

  /// The diagnostic for a build that ended in `status` after printing `transcript`; what it
  /// says itself is in the language of `words`, the compiler's own messages as it wrote them.
  static func diagnostic(
    for exercise: Exercise, transcript: String, root: URL, status: BoundedProcess.Outcome,
    words: UIText = .english
  ) -> Diagnostic {
    let errors = parse(transcript)
    guard !errors.isEmpty else {
      let tail = transcript.split(separator: "\n").suffix(20).joined(separator: "\n")
      return Diagnostic(
        words(
          "swift build --product {runner} failed ({status}) without a compiler error:",
          ["runner": exercise.runner, "status": "\(status)"]) + "\n" + tail,
        at: nil)
    }
    let rootPath = root.standardizedFileURL.path + "/"
    let starterFolder = exercise.starterFolder + "/"
    let inStarter = errors.contains { error in
      error.path.hasPrefix(starterFolder) || error.path.contains("/" + starterFolder)
    }
    var text =
      (inStarter
        ? words("your code does not compile yet:")
        : words("the checks do not compile against your code:")) + "\n"
    for error in errors {
      let path =
        error.path.hasPrefix(rootPath) ? String(error.path.dropFirst(rootPath.count)) : error.path
      text += "\(path):\(error.line):\(error.column): error: \(error.message)\n"
      if let source = sourceLine(error.line, of: error.path) {
        text += source.expandingTabs() + "\n"
        text += caret(under: error.column, of: source) + "\n"
      }
    }
    let values: KeyValuePairs<String, String> = [
      "file": exercise.starter, "exercise": exercise.commandName,
    ]
    text +=
      inStarter
      ? words(
        "Fix {file}, or put the untouched starter back with 'swift run workbook exercise reset {exercise}'.",
        values)
      : words(
        "The checks use the names and signatures the starter declares. Put back any you renamed or changed in {file}, or start again with 'swift run workbook exercise reset {exercise}'.",
        values)
    return Diagnostic(text, at: nil)
  }

  /// The distinct errors of a transcript, in the order they first appear.
  static func parse(_ transcript: String) -> [Error] {
    var seen: Set<Error> = []
    var errors: [Error] = []
    for line in transcript.split(separator: "\n") {
      guard let error = parseLine(line), seen.insert(error).inserted else { continue }
      errors.append(error)
    }
    return errors
  }

  /// `PATH:LINE:COLUMN: error: MESSAGE`, or `nil` for any other line.
  private static func parseLine(_ line: Substring) -> Error? {
    guard let marker = line.firstRange(of: ": error: ") else { return nil }
    let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
    guard place.count >= 3, let lineNumber = Int(place[place.count - 2]),
      let column = Int(place[place.count - 1])
    else { return nil }
    return Error(
      path: place.dropLast(2).joined(separator: ":"), line: lineNumber, column: column,
      message: String(line[marker.upperBound...]))
  }

  /// A caret under `column` of `source` as printed with its tabs expanded, where a column is
  /// the compiler's, counted in UTF-8 bytes from 1: indented by the terminal columns of what
  /// comes before it, tabs expanded alike, so that it stands under the right character when
  /// the line holds wide ones (a Chinese string or comment) or tabs.
  static func caret(under column: Int, of source: String) -> String {
    let before = source.utf8.prefix(max(0, column - 1))
    let indent = String(decoding: before, as: UTF8.self).expandingTabs().terminalColumns
    return String(repeating: " ", count: indent) + "^"
  }

  /// Line `number` (1-based) of the file at `path`.
  private static func sourceLine(_ number: Int, of path: String) -> String? {
    guard number > 0, let data = FileManager.default.contents(atPath: path) else { return nil }
    let lines = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard number <= lines.count else { return nil }
    return String(lines[number - 1])
  }
}
