/// Draws a ``TraceSelection`` as an SVG sequence diagram: one lifeline per object headed by its
/// name and class, a lifeline on the left for the traced code itself, one row per event. Sends
/// are arrows labelled with their selector; notifications are dashed arrows marked `◆`; plain
/// Swift calls are dotted arrows; a class pointer change is a box on the lifeline naming the new
/// class; classes made, methods added and method cache misses are notes. Colours come from
/// classes the theme styles (light, dark and print alike).
enum SequenceDiagram {
  static let rowHeight = 30
  static let headerHeight = 46
  static let margin = 12
  /// About how wide `text` is in the diagram's 12 px monospaced font (7.5 px a character), to
  /// size boxes and columns.
  static func textWidth(_ text: String) -> Int { (text.count * 15 + 1) / 2 }
  /// About how wide `text` is in the 10 px font of the small print under an arrow.
  static func smallTextWidth(_ text: String) -> Int { text.count * 6 }

  static func svg(_ selection: TraceSelection) -> String {
    let layout = SequenceLayout(selection, margin: margin)
    let top = margin + headerHeight + 16
    let height = top + max(selection.events.count, 1) * rowHeight + margin
    var body = ""
    var right = layout.headingsEnd
    var ends: [String: Int] = [:]
    for (row, event) in selection.events.enumerated() {
      let y = top + row * rowHeight + rowHeight / 2
      let (drawing, edge) = draw(event, y: y, x: layout.x)
      body += drawing
      right = max(right, edge)
      if event.kind == "dealloc", let name = event.to { ends[name] = y }
    }
    let width = right + margin
    var heads = ""
    for (index, name) in layout.names.enumerated() {
      let center = layout.centers[index]
      let className =
        selection.lifelines.first { $0.name == name }?.className ?? "(calls in)"
      let boxWidth = layout.widths[index] - 20
      heads +=
        "<rect class=\"trace-head\" x=\"\(center - boxWidth / 2)\" y=\"\(margin)\" width=\"\(boxWidth)\" height=\"\(headerHeight)\" rx=\"4\"/>"
      heads += text(name, x: center, y: margin + 19, anchor: "middle", className: "trace-name")
      heads += text(
        className, x: center, y: margin + 36, anchor: "middle", className: "trace-class")
      let end = ends[name] ?? height - margin
      heads +=
        "<line class=\"trace-lifeline\" x1=\"\(center)\" y1=\"\(margin + headerHeight)\" x2=\"\(center)\" y2=\"\(end)\"/>"
    }
    return
      "<svg class=\"trace-svg\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" aria-hidden=\"true\" focusable=\"false\">"
      + heads + body + "</svg>"
  }

  /// The label over an arrow: the selector (marked when sent to super), the key path of a
  /// notification after a `◆`, or what a plain call calls.
  static func arrowLabel(_ event: RecordedTrace.Event) -> String {
    (event.kind == "notify" ? "◆ " : "") + event.label
      + (event.kind == "super-send" ? " (super)" : "")
  }

  /// The text of a note drawn across the diagram for an event about classes, or nil.
  static func note(for event: RecordedTrace.Event) -> String? {
    switch event.kind {
    case "cache-miss": "\(event.detail ?? "?")'s cache misses \(event.label): walk the chain"
    case "class-created": "class \(event.label) made" + (event.detail.map { ", \($0)" } ?? "")
    case "class-registered": "class \(event.label) registered"
    case "method-added": "-[\(event.detail ?? "?") \(event.label)] added"
    case "method-replaced": "-[\(event.detail ?? "?") \(event.label)] replaced"
    default: nil
    }
  }

  /// The drawing of one event in the row at `y`, and how far right it reaches.
  private static func draw(
    _ event: RecordedTrace.Event, y: Int, x: (String?) -> Int
  ) -> (String, Int) {
    if let note = note(for: event) {
      let width = textWidth(note) + 16
      return (
        "<rect class=\"trace-note\" x=\"\(margin)\" y=\"\(y - 11)\" width=\"\(width)\" height=\"22\" rx=\"3\"/>"
          + text(note, x: margin + 8, y: y + 4, anchor: "start", className: "trace-note-text"),
        margin + width
      )
    }
    switch event.kind {
    case "send", "super-send", "notify", "call":
      return arrow(for: event, y: y, from: x(event.from), to: x(event.to))
    case "class-change":
      let center = x(event.to)
      let label = "→ \(event.label)"
      let width = textWidth(label) + 12
      let left = max(2, center - width / 2)
      return (
        "<rect class=\"trace-class-change\" x=\"\(left)\" y=\"\(y - 11)\" width=\"\(width)\" height=\"22\" rx=\"3\"/>"
          + text(
            label, x: left + width / 2, y: y + 4, anchor: "middle",
            className: "trace-class-change-text"),
        left + width
      )
    case "dealloc":
      let center = x(event.to)
      return (
        "<path class=\"trace-dealloc\" d=\"M\(center - 7) \(y - 7)l14 14m0 -14l-14 14\"/>"
          + text("freed", x: center + 10, y: y + 4, anchor: "start", className: "trace-label"),
        center + 10 + textWidth("freed")
      )
    default:
      let center = x(event.to)
      let label: String
      switch event.kind {
      case "will-change": label = "willChange \(event.label)"
      case "did-change": label = "didChange \(event.label)"
      case "teardown": label = "teardown: \(event.label)"
      default: label = "associate \(event.label)"
      }
      return (
        "<circle class=\"trace-dot\" cx=\"\(center)\" cy=\"\(y)\" r=\"3\"/>"
          + text(label, x: center + 8, y: y + 4, anchor: "start", className: "trace-small"),
        center + 8 + textWidth(label)
      )
    }
  }

  /// An arrow from one lifeline to another (or a loop back to the same one), its label above
  /// (or beside a loop), and its detail (the class the method was found in, the change a
  /// notification carried) in small print under the label.
  private static func arrow(
    for event: RecordedTrace.Event, y: Int, from: Int, to: Int
  ) -> (String, Int) {
    let style =
      switch event.kind {
      case "notify": "trace-notify"
      case "call": "trace-call"
      default: "trace-send"
      }
    let label = arrowLabel(event)
    let detail = event.detail ?? ""
    if from == to {
      var drawing =
        "<path class=\"\(style)\" d=\"M\(from) \(y - 8)h28v16h-26\" fill=\"none\"/>"
        + arrowhead(at: from + 2, y + 8, pointingRight: false)
        + text(
          label, x: from + 34, y: detail.isEmpty ? y + 4 : y, anchor: "start",
          className: "trace-label")
      if !detail.isEmpty {
        drawing += text(
          detail, x: from + 34, y: y + 12, anchor: "start", className: "trace-detail")
      }
      return (drawing, from + 34 + max(textWidth(label), smallTextWidth(detail)))
    }
    let middle = (from + to) / 2
    var drawing =
      "<line class=\"\(style)\" x1=\"\(from)\" y1=\"\(y)\" x2=\"\(to + (to > from ? -8 : 8))\" y2=\"\(y)\"/>"
      + arrowhead(at: to, y, pointingRight: to > from)
      + text(label, x: middle, y: y - 5, anchor: "middle", className: "trace-label")
    if !detail.isEmpty {
      drawing += text(detail, x: middle, y: y + 12, anchor: "middle", className: "trace-detail")
    }
    let reach = max(textWidth(label), smallTextWidth(detail)) / 2
    return (drawing, max(from, to, middle + reach))
  }

  /// A filled triangle whose tip is at (`x`, `y`): drawn, not an SVG marker, so that several
  /// diagrams on one page (and on the print page) need no shared element ids.
  private static func arrowhead(at x: Int, _ y: Int, pointingRight: Bool) -> String {
    let back = pointingRight ? x - 9 : x + 9
    return "<path class=\"trace-arrowhead\" d=\"M\(x) \(y)L\(back) \(y - 5)L\(back) \(y + 5)z\"/>"
  }

  private static func text(
    _ content: String, x: Int, y: Int, anchor: String, className: String
  ) -> String {
    "<text class=\"\(className)\" x=\"\(x)\" y=\"\(y)\" text-anchor=\"\(anchor)\">\(HTML.escape(content))</text>"
  }
}
