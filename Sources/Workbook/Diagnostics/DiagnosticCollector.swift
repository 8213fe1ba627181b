/// Gathers the diagnostics of one build step, so that a step reports every error it meets
/// rather than stopping at the first.
struct DiagnosticCollector {
  private(set) var diagnostics: [Diagnostic] = []

  mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

  mutating func report(_ message: String, at location: SourceLocation?) {
    diagnostics.append(Diagnostic(message, at: location))
  }

  /// Runs `body`, recording a thrown diagnostic (or list) instead of propagating it.
  mutating func capturing<T>(_ body: () throws -> T) -> T? {
    do {
      return try body()
    } catch {
      diagnostics += DiagnosticList(collecting: error).diagnostics
      return nil
    }
  }

  /// Throws the diagnostics gathered, each once, in the order first reported.
  func throwIfAny() throws(DiagnosticList) {
    try DiagnosticList.throwIfAny(diagnostics)
  }
}
