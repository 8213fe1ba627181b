extension RecordedTrace.Event {
  /// The event in one sentence, for the ordered list beside a trace's drawing, for search and for
  /// an exercise's traced story; `caller` names who acts in an event from no object (the traced
  /// code itself).
  public func sentence(caller: String = "the test") -> String {
    let actor = from ?? caller
    let object = to ?? ""
    let note = detail.map { " (\($0))" } ?? ""
    switch kind {
    case "send": return "\(actor) sends \(label) to \(object)\(note)."
    case "super-send": return "\(actor) sends \(label) to super of \(object)\(note)."
    case "notify":
      return
        "\(object) is notified that \(label) of \(from ?? "an object") changed\(note)."
    case "call":
      return
        "\(actor) calls \(label)\(to.map { " on \($0)" } ?? " of \(caller)")\(note)."
    case "cache-miss":
      return
        "\(detail ?? "?")'s method cache has no \(label), so the lookup walks up the superclass chain."
    case "class-change": return "\(object)'s class pointer moves to \(label)\(note)."
    case "class-created": return "Class \(label) is made\(note)."
    case "class-registered": return "Class \(label) is registered."
    case "method-added": return "-[\(detail ?? "?") \(label)] is added."
    case "method-replaced": return "-[\(detail ?? "?") \(label)] is replaced."
    case "will-change": return "\(object) will change \(label)."
    case "did-change": return "\(object) did change \(label)."
    case "dealloc": return "\(object) is freed\(note)."
    case "teardown": return "\(object)'s teardown runs \(label)."
    case "associate": return "\(object) gets associated \(label)\(note)."
    default: return "\(kind) \(label) \(object)\(note)."
    }
  }
}
