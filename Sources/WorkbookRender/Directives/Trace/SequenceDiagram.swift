import WorkbookBase
import WorkbookBook

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

  static func svg(_ selection: TraceSelection) -> HTMLFragment {
    let layout = SequenceLayout(selection, margin: margin)
    let top = margin + headerHeight + 16
    let height = top + max(selection.events.count, 1) * rowHeight + margin
    // The rows come first, as the drawing's width depends on how far right they reach.
    var rows = HTMLWriter()
    var right = layout.headingsEnd
    var ends: [String: Int] = [:]
    for (row, event) in selection.events.enumerated() {
      let y = top + row * rowHeight + rowHeight / 2
      right = max(right, draw(event, y: y, x: layout.x, into: &rows))
      if event.kind == "dealloc", let name = event.to { ends[name] = y }
    }
    let width = right + margin
    var svg = HTMLWriter()
    svg.open(
      "svg",
      [
        "class": "trace-svg", "xmlns": "http://www.w3.org/2000/svg", "width": String(width),
        "height": String(height), "viewBox": "0 0 \(width) \(height)", "aria-hidden": "true",
        "focusable": "false",
      ])
    for (index, name) in layout.names.enumerated() {
      let center = layout.centers[index]
      let className =
        selection.lifelines.first { $0.name == name }?.className ?? "(calls in)"
      let boxWidth = layout.widths[index] - 20
      svg.empty(
        "rect",
        [
          "class": "trace-head", "x": String(center - boxWidth / 2), "y": String(margin),
          "width": String(boxWidth), "height": String(headerHeight), "rx": "4",
        ])
      text(name, x: center, y: margin + 19, anchor: "middle", className: "trace-name", into: &svg)
      text(
        className, x: center, y: margin + 36, anchor: "middle", className: "trace-class",
        into: &svg)
      let end = ends[name] ?? height - margin
      svg.empty(
        "line",
        [
          "class": "trace-lifeline", "x1": String(center), "y1": String(margin + headerHeight),
          "x2": String(center), "y2": String(end),
        ])
    }
    svg.append(rows.fragment)
    svg.close("svg")
    return svg.fragment
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

  /// Draws one event in the row at `y`; returns how far right it reaches.
  private static func draw(
    _ event: RecordedTrace.Event, y: Int, x: (String?) -> Int, into svg: inout HTMLWriter
  ) -> Int {
    if let note = note(for: event) {
      let width = textWidth(note) + 16
      svg.empty(
        "rect",
        [
          "class": "trace-note", "x": String(margin), "y": String(y - 11), "width": String(width),
          "height": "22", "rx": "3",
        ])
      text(
        note, x: margin + 8, y: y + 4, anchor: "start", className: "trace-note-text", into: &svg)
      return margin + width
    }
    switch event.kind {
    case "send", "super-send", "notify", "call":
      return arrow(for: event, y: y, from: x(event.from), to: x(event.to), into: &svg)
    case "class-change":
      let center = x(event.to)
      let label = "→ \(event.label)"
      let width = textWidth(label) + 12
      let left = max(2, center - width / 2)
      svg.empty(
        "rect",
        [
          "class": "trace-class-change", "x": String(left), "y": String(y - 11),
          "width": String(width), "height": "22", "rx": "3",
        ])
      text(
        label, x: left + width / 2, y: y + 4, anchor: "middle",
        className: "trace-class-change-text", into: &svg)
      return left + width
    case "dealloc":
      let center = x(event.to)
      svg.empty(
        "path", ["class": "trace-dealloc", "d": "M\(center - 7) \(y - 7)l14 14m0 -14l-14 14"])
      text("freed", x: center + 10, y: y + 4, anchor: "start", className: "trace-label", into: &svg)
      return center + 10 + textWidth("freed")
    default:
      let center = x(event.to)
      let label: String
      switch event.kind {
      case "will-change": label = "willChange \(event.label)"
      case "did-change": label = "didChange \(event.label)"
      case "teardown": label = "teardown: \(event.label)"
      default: label = "associate \(event.label)"
      }
      svg.empty(
        "circle", ["class": "trace-dot", "cx": String(center), "cy": String(y), "r": "3"])
      text(label, x: center + 8, y: y + 4, anchor: "start", className: "trace-small", into: &svg)
      return center + 8 + textWidth(label)
    }
  }

  /// An arrow from one lifeline to another (or a loop back to the same one), its label above
  /// (or beside a loop), and its detail (the class the method was found in, the change a
  /// notification carried) in small print under the label; returns how far right it reaches.
  private static func arrow(
    for event: RecordedTrace.Event, y: Int, from: Int, to: Int, into svg: inout HTMLWriter
  ) -> Int {
    let style =
      switch event.kind {
      case "notify": "trace-notify"
      case "call": "trace-call"
      default: "trace-send"
      }
    let label = arrowLabel(event)
    let detail = event.detail ?? ""
    if from == to {
      svg.empty("path", ["class": style, "d": "M\(from) \(y - 8)h28v16h-26", "fill": "none"])
      arrowhead(at: from + 2, y + 8, pointingRight: false, into: &svg)
      text(
        label, x: from + 34, y: detail.isEmpty ? y + 4 : y, anchor: "start",
        className: "trace-label", into: &svg)
      if !detail.isEmpty {
        text(
          detail, x: from + 34, y: y + 12, anchor: "start", className: "trace-detail", into: &svg)
      }
      return from + 34 + max(textWidth(label), smallTextWidth(detail))
    }
    let middle = (from + to) / 2
    svg.empty(
      "line",
      [
        "class": style, "x1": String(from), "y1": String(y),
        "x2": String(to + (to > from ? -8 : 8)), "y2": String(y),
      ])
    arrowhead(at: to, y, pointingRight: to > from, into: &svg)
    text(label, x: middle, y: y - 5, anchor: "middle", className: "trace-label", into: &svg)
    if !detail.isEmpty {
      text(detail, x: middle, y: y + 12, anchor: "middle", className: "trace-detail", into: &svg)
    }
    let reach = max(textWidth(label), smallTextWidth(detail)) / 2
    return max(from, to, middle + reach)
  }

  /// A filled triangle whose tip is at (`x`, `y`): drawn, not an SVG marker, so that several
  /// diagrams on one page (and on the print page) need no shared element ids.
  private static func arrowhead(
    at x: Int, _ y: Int, pointingRight: Bool, into svg: inout HTMLWriter
  ) {
    let back = pointingRight ? x - 9 : x + 9
    svg.empty(
      "path", ["class": "trace-arrowhead", "d": "M\(x) \(y)L\(back) \(y - 5)L\(back) \(y + 5)z"])
  }

  private static func text(
    _ content: String, x: Int, y: Int, anchor: String, className: String,
    into svg: inout HTMLWriter
  ) {
    svg.element(
      "text",
      ["class": className, "x": String(x), "y": String(y), "text-anchor": anchor], text: content)
  }
}
