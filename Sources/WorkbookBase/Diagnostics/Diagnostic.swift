/// A place in a file, as a compiler reports it: a path relative to the book's root, a 1-based
/// line and a 1-based column (counted in UTF-8 bytes, like cmark and clang).
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  public var path: String
  public var line: Int
  public var column: Int

  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  public var description: String { "\(path):\(line):\(column)" }
}

/// A problem in the book that its author can fix, printed as `path:line:column: error: message`;
/// or, for something the build works around and only reports, a warning, printed as
/// `path:line:column: warning: message` (never thrown: a build carries its warnings in its
/// report).
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  public var location: SourceLocation?
  public var message: String
  public var isWarning = false

  public init(_ message: String, at location: SourceLocation?) {
    self.message = message
    self.location = location
  }

  /// A warning: what the build left out or worked around.
  public static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
    var warning = Diagnostic(message, at: location)
    warning.isWarning = true
    return warning
  }

  public var description: String {
    let severity = isWarning ? "warning" : "error"
    if let location { return "\(location): \(severity): \(message)" }
    return "\(severity): \(message)"
  }
}

/// Every problem a build found, in the order it found them. A build collects them all before
/// giving up, so one run shows an author everything to fix.
public struct DiagnosticList: Error, Sendable, CustomStringConvertible {
  public var diagnostics: [Diagnostic]

  public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}

extension DiagnosticList {
  /// The diagnostics `error` carries: itself if it is a list or a diagnostic, else its
  /// description without a location.
  public init(collecting error: any Error) {
    switch error {
    case let list as DiagnosticList: self = list
    case let diagnostic as Diagnostic: self.init([diagnostic])
    default: self.init([Diagnostic("\(error)", at: nil)])
    }
  }

  /// Throws `diagnostics`, each once, in the order given, unless there are none.
  public static func throwIfAny(_ diagnostics: [Diagnostic]) throws(DiagnosticList) {
    guard !diagnostics.isEmpty else { return }
    var seen: Set<Diagnostic> = []
    throw DiagnosticList(diagnostics.filter { seen.insert($0).inserted })
  }
}
