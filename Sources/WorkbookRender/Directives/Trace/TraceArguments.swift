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

  static let syntax = DirectiveSyntax(
    "trace", words: [.required("TARGET/Suite/NAME")],
    keys: [
      .optional("kinds", .list("KIND,…", allowed: kindGroups.keys.sorted()), noun: "event kind"),
      .optional("objects", .list("NAME,…")), .optional("hide", .list("SELECTOR,…")),
      .optional("depth", .number(from: 0)), .optional("steps", .range),
      .optional("record", .number(from: 1)), .optional("title", .text("\"…\"")),
    ])

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

  /// The trace `arguments`, read against ``syntax``, asks for.
  init(_ arguments: DirectiveArguments) {
    test = arguments.words[0]
    title = arguments.text("title")
    kinds = arguments.list("kinds").map { words in
      words.reduce(into: Set()) { kept, word in kept.formUnion(Self.kindGroups[word] ?? []) }
    }
    objects = arguments.list("objects")
    hidden = Set(arguments.list("hide") ?? [])
    depth = arguments.number("depth")
    steps = arguments.range("steps")
    record = arguments.number("record") ?? 1
  }
}
