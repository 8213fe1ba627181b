import WorkbookBase

/// The page template of one language of the site, with its own words and every slot that is
/// the same on all of that language's pages already written: runs of markup between the slots
/// that differ from page to page (``Slot``), which ``page(slotsLength:_:)`` fills in one pass.
struct PageFrame: Sendable {
  /// The slots whose value differs from page to page.
  enum Slot: String, CaseIterable, Sendable {
    case pageTitle = "page-title"
    case sidebar
    case content
    case onPageContents = "on-page-toc"
    case previous
    case next
    case pageClass = "page-class"
    case languages
  }

  /// The markup before each of ``slots``, and after the last.
  let runs: [HTMLFragment]
  let slots: [Slot]
  /// How long the runs are together.
  private let markupLength: Int

  init(runs: [HTMLFragment], slots: [Slot]) {
    precondition(runs.count == slots.count + 1, "a run of markup around every slot")
    self.runs = runs
    self.slots = slots
    markupLength = runs.reduce(0) { $0 + $1.bytes.count }
  }

  /// A page, as UTF-8: the frame's markup, and `fill` writing each slot's value where the slot
  /// stands (nothing, for a slot it writes nothing into). `slotsLength` is about as long as the
  /// values are together, to size the page's buffer once.
  func page(slotsLength: Int, _ fill: (Slot, inout HTMLWriter) -> Void) -> [UInt8] {
    var html = HTMLWriter()
    html.reserveCapacity(markupLength + slotsLength)
    for (run, slot) in zip(runs, slots) {
      html.append(run)
      fill(slot, &html)
    }
    html.append(runs[slots.count])
    return html.bytes
  }
}
