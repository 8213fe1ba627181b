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
    } catch let diagnostic as Diagnostic {
      diagnostics.append(diagnostic)
    } catch let list as DiagnosticList {
      diagnostics.append(contentsOf: list.diagnostics)
    } catch {
      diagnostics.append(Diagnostic("\(error)", at: nil))
    }
    return nil
  }

  /// Throws the diagnostics gathered, each once, in the order first reported.
  func throwIfAny() throws {
    guard !diagnostics.isEmpty else { return }
    var seen: Set<Diagnostic> = []
    throw DiagnosticList(diagnostics.filter { seen.insert($0).inserted })
  }
}
