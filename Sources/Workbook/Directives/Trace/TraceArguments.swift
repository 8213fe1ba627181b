/// The arguments of `{{#trace TARGET/Suite/test kinds=… objects=… hide=… depth=N steps=A-B
/// record=N title="…"}}`: which test's trace to draw, and what of it.
struct TraceArguments: Equatable {
  /// Groups of event kinds a diagram can keep, by the word a chapter writes.
  static let kindGroups: [String: Set<String>] = [
    "send": ["send", "super-send"],
    "cache": ["cache-miss"],
    "call": ["call"],
    "notify": ["notify"],
    "class": ["class-change", "class-created", "class-registered"],
    "swap": ["class-change"],
    "method": ["method-added", "method-replaced"],
    "change": ["will-change", "did-change"],
    "dealloc": ["dealloc", "teardown"],
    "associate": ["associate"],
  ]

  static let keys: Set<String> = [
    "kinds", "objects", "hide", "depth", "steps", "record", "title",
  ]

  var test: String
  /// The event kinds to keep; nil keeps all.
  var kinds: Set<String>?
  /// The objects to draw, by trace name; nil draws all.
  var objects: [String]?
  /// Selectors whose sends are left out, such as the `class` messages that registering an
  /// observer sends along the way.
  var hidden: Set<String> = []
  /// The deepest nesting of sends to keep (0: only what the traced code did itself).
  var depth: Int?
  /// Which of the kept events to draw, 1-based and inclusive.
  var steps: ClosedRange<Int>?
  /// Which `Trace.record` call of the test, 1-based, when it makes several.
  var record: Int
  var title: String?

  init(parsing text: String, at location: SourceLocation) throws(Diagnostic) {
    let words = try DirectiveWords.split(text, at: location)
    guard let test = words.first, !test.contains("=") else {
      throw Diagnostic("expected a test first: {{#trace TARGET/Suite/NAME …}}", at: location)
    }
    let values = try DirectiveWords.keyValues(
      words.dropFirst(), allowed: Self.keys, directive: "trace", at: location)
    self.test = test
    self.title = values["title"]
    if let kinds = values["kinds"] {
      var kept: Set<String> = []
      for word in kinds.split(separator: ",").map(String.init) {
        guard let group = Self.kindGroups[word] else {
          throw Diagnostic(
            "unknown event kind '\(word)' (expected \(Self.kindGroups.keys.sorted().joined(separator: ", ")))",
            at: location)
        }
        kept.formUnion(group)
      }
      self.kinds = kept
    }
    self.objects = values["objects"].map { $0.split(separator: ",").map(String.init) }
    self.hidden = Set((values["hide"] ?? "").split(separator: ",").map(String.init))
    self.depth = try values["depth"].map { text throws(Diagnostic) in
      guard let depth = Int(text), depth >= 0 else {
        throw Diagnostic("depth takes a whole number, found '\(text)'", at: location)
      }
      return depth
    }
    self.steps = try values["steps"].map { text throws(Diagnostic) in
      let bounds = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
      guard bounds.count == 2, let low = bounds[0], let high = bounds[1], low >= 1, low <= high
      else {
        throw Diagnostic("steps takes a range like 3-12, found '\(text)'", at: location)
      }
      return low...high
    }
    let record = values["record"] ?? "1"
    guard let number = Int(record), number >= 1 else {
      throw Diagnostic("record takes a number from 1, found '\(record)'", at: location)
    }
    self.record = number
  }
}
