/// The part of a trace a diagram draws: the events a `{{#trace}}` keeps after its `kinds`,
/// `objects`, `hide`, `depth` and `steps`, and the lifelines they touch, in the order first
/// seen.
struct TraceSelection: Equatable {
  var lifelines: [RecordedTrace.Lifeline]
  var events: [RecordedTrace.Event]

  init(_ trace: RecordedTrace, _ arguments: TraceArguments) {
    let kept = arguments.objects.map(Set.init)
    var events = trace.events.filter { event in
      (arguments.kinds?.contains(event.kind) ?? true)
        && (arguments.depth.map { event.depth <= $0 } ?? true)
        && (event.to.map { name in kept?.contains(name) ?? true } ?? true)
        && !(["send", "super-send"].contains(event.kind) && arguments.hidden.contains(event.label))
    }
    if let kept {
      events = events.map { event in
        var event = event
        if let from = event.from, !kept.contains(from) { event.from = nil }
        return event
      }
    }
    if let steps = arguments.steps {
      events = Array(events.dropFirst(steps.lowerBound - 1).prefix(steps.count))
    }
    let touched = Set(events.flatMap { [$0.from, $0.to].compactMap { $0 } })
    self.lifelines = trace.objects.filter { touched.contains($0.name) }
    self.events = events
  }

  /// One sentence per event, for the ordered list beside the drawing and for search; `caller`
  /// names who acts in an event from no object (the traced code itself).
  static func sentence(_ event: RecordedTrace.Event, caller: String = "the test") -> String {
    let actor = event.from ?? caller
    let object = event.to ?? ""
    let detail = event.detail.map { " (\($0))" } ?? ""
    switch event.kind {
    case "send": return "\(actor) sends \(event.label) to \(object)\(detail)."
    case "super-send": return "\(actor) sends \(event.label) to super of \(object)\(detail)."
    case "notify":
      return
        "\(object) is notified that \(event.label) of \(event.from ?? "an object") changed\(detail)."
    case "call":
      return
        "\(actor) calls \(event.label)\(event.to.map { " on \($0)" } ?? " of \(caller)")\(detail)."
    case "cache-miss":
      return
        "\(event.detail ?? "?")'s method cache has no \(event.label), so the lookup walks up the superclass chain."
    case "class-change": return "\(object)'s class pointer moves to \(event.label)\(detail)."
    case "class-created": return "Class \(event.label) is made\(detail)."
    case "class-registered": return "Class \(event.label) is registered."
    case "method-added": return "-[\(event.detail ?? "?") \(event.label)] is added."
    case "method-replaced": return "-[\(event.detail ?? "?") \(event.label)] is replaced."
    case "will-change": return "\(object) will change \(event.label)."
    case "did-change": return "\(object) did change \(event.label)."
    case "dealloc": return "\(object) is freed\(detail)."
    case "teardown": return "\(object)'s teardown runs \(event.label)."
    case "associate": return "\(object) gets associated \(event.label)\(detail)."
    default: return "\(event.kind) \(event.label) \(object)\(detail)."
    }
  }
}
