import ArgumentParser
import Workbook

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
    }
  }
}
