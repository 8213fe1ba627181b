/// Draws a ``TraceSelection`` as an SVG sequence diagram: one lifeline per object headed by its
/// name and class, a lifeline on the left for the traced code itself, one row per event. Sends
/// are arrows labelled with their selector; notifications are dashed arrows marked `◆`; a class
/// pointer change is a box on the lifeline naming the new class; classes made and methods added
/// are notes. Colours come from classes the theme styles (light, dark and print alike).
enum SequenceDiagram {
  static let columnWidth = 170
  static let rowHeight = 30
  static let headerHeight = 46
  static let margin = 12
  /// About how wide `text` is in the diagram's 12 px monospaced font (7.5 px a character), to
  /// size boxes and columns.
  static func textWidth(_ text: String) -> Int { (text.count * 15 + 1) / 2 }

  static func svg(_ selection: TraceSelection) -> String {
    let codeColumn = selection.events.contains { $0.from == nil && $0.to != nil }
    let names = (codeColumn ? ["the test"] : []) + selection.lifelines.map(\.name)
    let widest = selection.lifelines.map { max($0.name.count, $0.className.count) }.max() ?? 0
    let column = max(columnWidth, widest * 15 / 2 + 24)
    func x(_ name: String?) -> Int {
      let index = names.firstIndex(of: name ?? "the test") ?? 0
      return margin + column / 2 + index * column
    }
    let notes = selection.events.map { note(for: $0).map(textWidth) ?? 0 }.max() ?? 0
    let width = max(names.count * column, notes + 40) + 2 * margin
    let top = margin + headerHeight + 16
    let height = top + max(selection.events.count, 1) * rowHeight + margin
    var body = ""
    var ends: [String: Int] = [:]
    for (row, event) in selection.events.enumerated() {
      let y = top + row * rowHeight + rowHeight / 2
      body += draw(event, y: y, x: x, column: column)
      if event.kind == "dealloc", let name = event.to { ends[name] = y }
    }
    var heads = ""
    for (index, name) in names.enumerated() {
      let center = margin + column / 2 + index * column
      let className =
        selection.lifelines.first { $0.name == name }?.className ?? "(calls in)"
      let boxWidth = column - 20
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

  /// The text of a note drawn across the diagram for an event about classes, or nil.
  static func note(for event: RecordedTrace.Event) -> String? {
    switch event.kind {
    case "class-created": "class \(event.label) made" + (event.detail.map { ", \($0)" } ?? "")
    case "class-registered": "class \(event.label) registered"
    case "method-added": "-[\(event.detail ?? "?") \(event.label)] added"
    case "method-replaced": "-[\(event.detail ?? "?") \(event.label)] replaced"
    default: nil
    }
  }

  private static func draw(
    _ event: RecordedTrace.Event, y: Int, x: (String?) -> Int, column: Int
  ) -> String {
    if let note = note(for: event) {
      let width = textWidth(note) + 16
      return
        "<rect class=\"trace-note\" x=\"\(margin)\" y=\"\(y - 11)\" width=\"\(width)\" height=\"22\" rx=\"3\"/>"
        + text(note, x: margin + 8, y: y + 4, anchor: "start", className: "trace-note-text")
    }
    switch event.kind {
    case "send", "super-send", "notify":
      let from = x(event.from)
      let to = x(event.to)
      let style = event.kind == "notify" ? "trace-notify" : "trace-send"
      let label =
        (event.kind == "notify" ? "◆ " : "") + event.label
        + (event.kind == "super-send" ? " (super)" : "")
      if from == to {
        let path = "M\(from) \(y - 8)h28v16h-26"
        return
          "<path class=\"\(style)\" d=\"\(path)\" fill=\"none\"/>"
          + arrowhead(at: from + 2, y + 8, pointingRight: false)
          + text(label, x: from + 34, y: y + 4, anchor: "start", className: "trace-label")
      }
      return
        "<line class=\"\(style)\" x1=\"\(from)\" y1=\"\(y)\" x2=\"\(to + (to > from ? -8 : 8))\" y2=\"\(y)\"/>"
        + arrowhead(at: to, y, pointingRight: to > from)
        + text(label, x: (from + to) / 2, y: y - 5, anchor: "middle", className: "trace-label")
    case "class-change":
      let center = x(event.to)
      let label = "→ \(event.label)"
      let width = textWidth(label) + 12
      return
        "<rect class=\"trace-class-change\" x=\"\(center - width / 2)\" y=\"\(y - 11)\" width=\"\(width)\" height=\"22\" rx=\"3\"/>"
        + text(label, x: center, y: y + 4, anchor: "middle", className: "trace-class-change-text")
    case "dealloc":
      let center = x(event.to)
      return
        "<path class=\"trace-dealloc\" d=\"M\(center - 7) \(y - 7)l14 14m0 -14l-14 14\"/>"
        + text("freed", x: center + 10, y: y + 4, anchor: "start", className: "trace-label")
    default:
      let center = x(event.to)
      let label: String
      switch event.kind {
      case "will-change": label = "willChange \(event.label)"
      case "did-change": label = "didChange \(event.label)"
      case "teardown": label = "teardown: \(event.label)"
      default: label = "associate \(event.label)"
      }
      return
        "<circle class=\"trace-dot\" cx=\"\(center)\" cy=\"\(y)\" r=\"3\"/>"
        + text(label, x: center + 8, y: y + 4, anchor: "start", className: "trace-small")
    }
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
