import WorkbookBook

/// Where a sequence diagram's lifelines stand: each column as wide as its own heading needs,
/// and two lifelines moved apart when an arrow between them carries a label (or small print)
/// longer than the gap, so that labels clear their lifelines without widening every column.
struct SequenceLayout: Equatable {
  /// The narrowest column: room for a short heading and an arrow label.
  static let minimumColumn = 130
  /// Space around a label on an arrow, so it clears both lifelines.
  static let labelClearance = 24

  /// The lifelines from left to right: "the test" first when the traced code sends or is
  /// called, then the selection's objects.
  let names: [String]
  /// Each lifeline's heading box width.
  let widths: [Int]
  /// Each lifeline's x position.
  let centers: [Int]

  init(_ selection: TraceSelection, margin: Int) {
    let arrows = selection.events.filter(Self.isArrow)
    let codeColumn = arrows.contains { $0.from == nil || $0.to == nil }
    names = (codeColumn ? ["the test"] : []) + selection.lifelines.map(\.name)
    widths = names.map { name in
      let className = selection.lifelines.first { $0.name == name }?.className ?? "(calls in)"
      return max(
        Self.minimumColumn,
        SequenceDiagram.textWidth(name.count > className.count ? name : className) + 24)
    }
    var gaps = zip(widths, widths.dropFirst()).map { ($0 + $1) / 2 }
    let names = names
    func index(_ name: String?) -> Int { names.firstIndex(of: name ?? "the test") ?? 0 }
    for arrow in arrows {
      let (low, high) = (
        min(index(arrow.from), index(arrow.to)), max(index(arrow.from), index(arrow.to))
      )
      guard low < high else { continue }
      let needed =
        max(
          SequenceDiagram.textWidth(SequenceDiagram.arrowLabel(arrow)),
          SequenceDiagram.smallTextWidth(arrow.detail ?? "")) + Self.labelClearance
      let deficit = needed - gaps[low..<high].reduce(0, +)
      guard deficit > 0 else { continue }
      let share = (deficit + high - low - 1) / (high - low)
      for gap in low..<high { gaps[gap] += share }
    }
    var centers = [margin + (widths.first ?? 0) / 2]
    for gap in gaps { centers.append(centers.last! + gap) }
    self.centers = centers
  }

  /// The x position of the lifeline `name`, or of "the test" for nil.
  func x(_ name: String?) -> Int {
    centers[names.firstIndex(of: name ?? "the test") ?? 0]
  }

  /// Where the last heading box ends.
  var headingsEnd: Int {
    guard let center = centers.last, let width = widths.last else { return 0 }
    return center + width / 2
  }

  /// Whether the event is drawn as an arrow between (or on) lifelines.
  static func isArrow(_ event: RecordedTrace.Event) -> Bool {
    ["send", "super-send", "notify", "call"].contains(event.kind)
  }
}
