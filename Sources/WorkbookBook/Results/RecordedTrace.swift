/// A trace as the runtime wrote it (`ObjectRuntime`'s `TraceLog`, read back from JSON): the
/// objects a piece of a test met and what happened between them, in order.
public struct RecordedTrace: Codable, Sendable, Equatable {
  /// One object, drawn as a lifeline: its short name and the class it had when first seen.
  public struct Lifeline: Codable, Sendable, Equatable {
    public var name: String
    public var className: String
  }

  /// One event; see `ObjectRuntime.TraceEvent` for what each field holds.
  public struct Event: Codable, Sendable, Equatable {
    public var kind: String
    public var depth: Int
    public var from: String?
    public var to: String?
    public var label: String
    public var detail: String?
  }

  /// The test file (as the compiler spelled it) and line of the `Trace.record` call.
  public var file: String
  public var line: Int
  public var objects: [Lifeline]
  public var events: [Event]
}
