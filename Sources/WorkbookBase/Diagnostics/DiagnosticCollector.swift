/// Gathers the diagnostics of one build step, so that a step reports every error it meets
/// rather than stopping at the first.
public struct DiagnosticCollector {
  public private(set) var diagnostics: [Diagnostic] = []

  public init() {}

  public mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

  public mutating func report(_ message: String, at location: SourceLocation?) {
    diagnostics.append(Diagnostic(message, at: location))
  }

  /// Runs `body`, recording a thrown diagnostic (or list) instead of propagating it.
  public mutating func capturing<T>(_ body: () throws -> T) -> T? {
    do {
      return try body()
    } catch {
      diagnostics += DiagnosticList(collecting: error).diagnostics
      return nil
    }
  }

  /// Throws the diagnostics gathered, each once, in the order first reported.
  public func throwIfAny() throws(DiagnosticList) {
    try DiagnosticList.throwIfAny(diagnostics)
  }
}
