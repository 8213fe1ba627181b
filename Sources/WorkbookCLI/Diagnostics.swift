import ArgumentParser
import Workbook

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
    } catch {
      throw failure(oneLine(error))
    }
  }

  /// Prints `error: message` and returns the exit code to throw.
  static func failure(_ message: String) -> ExitCode {
    progress("error: \(message)")
    return ExitCode.failure
  }

  /// Any other error (a file-system one, say) on one line, with the path it names when it
  /// names one, never the multi-line dump of its fields.
  static func oneLine(_ error: any Error) -> String {
    let text = "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
    guard let cocoa = error as? CocoaError else { return text }
    let path = cocoa.filePath.map { " on '\($0)'" } ?? ""
    return "a file operation failed\(path) (CocoaError \(cocoa.code.rawValue))"
  }
}
