/// One thing the runtime did while a trace was recording: a message sent, a class pointer
/// swapped, a class made, a notification delivered. The shape is a sequence diagram's: an
/// arrow `from` one object `to` another, or a note on `to` (or on no object at all).
public struct TraceEvent: Sendable, Codable, Equatable {
  /// What happened.
  public enum Kind: String, Sendable, Codable, CaseIterable {
    case send
    case superSend = "super-send"
    /// A plain Swift call worth drawing between two objects, such as a library handing a change
    /// to its own bookkeeping or running a block: not a message, so no class looks it up.
    case call
    /// A lookup the class's method cache could not answer, so it walked the superclass chain.
    case cacheMiss = "cache-miss"
    case notify
    case classChange = "class-change"
    case classCreated = "class-created"
    case classRegistered = "class-registered"
    case methodAdded = "method-added"
    case methodReplaced = "method-replaced"
    case willChange = "will-change"
    case didChange = "did-change"
    case dealloc
    case teardown
    case associate
  }

  public var kind: Kind
  /// How many sends were under way when it happened: 0 for what the traced code did itself.
  public var depth: Int
  /// The object an arrow starts from: the sender of a message (the receiver of the send under
  /// way, or nil for the traced code itself), or the object a notification is about.
  public var from: String?
  /// The object the event concerns: a message's receiver, a notification's observer, the object
  /// whose class changed or that was freed. Nil for events about classes.
  public var to: String?
  /// The selector, key path or class name the event is about.
  public var label: String
  /// Anything more, in a few words: the class a method was found in, the class an object moved
  /// to, the change a notification carried.
  public var detail: String?

  public init(
    kind: Kind, depth: Int, from: String? = nil, to: String? = nil, label: String,
    detail: String? = nil
  ) {
    self.kind = kind
    self.depth = depth
    self.from = from
    self.to = to
    self.label = label
    self.detail = detail
  }
}

/// A finished trace: where in the tests it was recorded, the objects it met (each with its short
/// name and the class its class pointer named when first seen), and what happened, in order.
public struct TraceLog: Sendable, Codable, Equatable {
  /// One object of the trace, drawn as a lifeline.
  public struct Lifeline: Sendable, Codable, Equatable {
    public var name: String
    public var className: String
  }

  /// The test file and line of the `Trace.record` call, which is how the book finds the test.
  public var file: String
  public var line: Int
  public var objects: [Lifeline]
  public var events: [TraceEvent]
}
