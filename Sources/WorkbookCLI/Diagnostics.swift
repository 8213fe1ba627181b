import ArgumentParser
import WorkbookBase
import WorkbookBook
import WorkbookRun

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Printing to standard error, and turning the generator's diagnostics into compiler-style lines
/// and a failing exit code.
enum Console {
  static func progress(_ line: String) {
    StatusLine.standardError.clear()
    var text = line + "\n"
    text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }

  /// Runs `body`; diagnostics it throws are printed one per line and become exit code 1.
  static func reportingDiagnostics<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let list as DiagnosticList {
      for diagnostic in list.diagnostics { progress(diagnostic.description) }
      progress("\(list.diagnostics.count) error\(list.diagnostics.count == 1 ? "" : "s")")
      throw ExitCode.failure
    } catch let diagnostic as Diagnostic {
      progress(diagnostic.description)
      throw ExitCode.failure
    } catch let exit as ExitCode {
      throw exit
    } catch let cocoa as CocoaError where cocoa.filePath != nil {
      progress("\(cocoa.filePath ?? ""): error: \(reason(cocoa))")
      throw ExitCode.failure
    } catch {
      throw failure(oneLine(error))
    }
  }

  /// Saves the reader's exercise progress; a file-system error is one located line, not
  /// Foundation's dump of the error's fields.
  static func save(_ progress: ExerciseProgress, root: URL) throws {
    try reportingDiagnostics { try progress.save(root: root) }
  }

  /// Prints `error: message` and returns the exit code to throw.
  static func failure(_ message: String) -> ExitCode {
    progress("error: \(message)")
    return ExitCode.failure
  }

  /// Any other error on one line, never the multi-line dump of its fields.
  static func oneLine(_ error: any Error) -> String {
    if let cocoa = error as? CocoaError { return reason(cocoa) }
    return "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// What a Foundation file error means, in words rather than its code.
  static func reason(_ error: CocoaError) -> String {
    switch error.code {
    case .fileWriteNoPermission: "cannot write here: permission denied"
    case .fileReadNoPermission: "cannot read this: permission denied"
    case .fileWriteOutOfSpace: "cannot write here: no space left on the device"
    case .fileWriteVolumeReadOnly: "cannot write here: the volume is read-only"
    case .fileNoSuchFile, .fileReadNoSuchFile: "no such file or folder"
    case .fileWriteFileExists: "cannot write here: something else is in the way"
    case .fileWriteInvalidFileName, .fileReadInvalidFileName: "the file name is not valid here"
    case .fileReadCorruptFile, .fileReadInapplicableStringEncoding:
      "the file cannot be read as text"
    default: "the file operation failed"
    }
  }
}
