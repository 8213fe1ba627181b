import WorkbookBase
import WorkbookBook

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
}
