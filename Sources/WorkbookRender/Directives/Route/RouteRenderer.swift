import WorkbookBase
import WorkbookBook

/// `{{#route}}`: the book's route as a table, rendered from the table of contents, the measured
/// ``ReadingTime`` of each chapter and the exercises ledger, so that no time or count on the home
/// page is typed by hand. One row per main-line chapter (the home page aside), then one per
/// appendix chapter: its number (the file name's leading digits, if any), its title linked, its
/// reading minutes, and its exercises with the sum of their estimates.
struct RouteRenderer: DirectiveRenderer {
  static let syntax = DirectiveSyntax("route")

  func render(_ directive: Directive, arguments: DirectiveArguments, in context: BuildContext)
    -> DirectiveOutput
  {
    let chapters = context.book.pages.filter { page in
      guard case .chapter = page.kind else { return false }
      return page.outputName != "index.html"
    }
    let ui = context.ui
    let ordered = chapters.filter { !$0.isAppendix } + chapters.filter(\.isAppendix)
    let rows = ordered.map { page -> [HTMLFragment] in
      guard case .chapter(let file) = page.kind else { return [] }
      let number = file.prefix(while: \.isASCIIDigit)
      let label = number.isEmpty ? page.title : "\(Int(number) ?? 0) \(page.title)"
      let minutes =
        context.readingTimes[file].map { ui("{minutes} min", ["minutes": String($0.minutes)]) }
        ?? ""
      return [
        HTMLFragment { $0.element("a", ["href": page.outputName], text: label) },
        HTMLFragment { $0.text(page.isAppendix ? ui("appendix") : ui("chapter")) },
        HTMLFragment { $0.text(minutes) },
        HTMLFragment { $0.text(exercises(context.exercisesByChapter[file] ?? [], ui: ui)) },
      ]
    }
    var html = HTMLWriter()
    HTMLTable.write(
      label: ui("The route"), header: [ui("chapter"), ui("kind"), ui("reading"), ui("exercises")],
      rows: rows.count, ui: ui, into: &html
    ) { row, html in
      for cell in rows[row] { html.element("td") { $0.append(cell) } }
    }
    // The search text is each row's cells as they are written, markup and all.
    return DirectiveOutput(
      html: html.fragment,
      searchText: rows.map { $0.map(\.html).joined(separator: " ") }.joined(separator: " "))
  }

  /// "3, about 30–45 min", from the exercises' estimates; "none" for none.
  private func exercises(_ exercises: [Exercise], ui: UIText) -> String {
    guard !exercises.isEmpty else { return ui("none") }
    let bounds = exercises.map(Self.estimateBounds)
    let low = bounds.map(\.low).reduce(0, +)
    let high = bounds.map(\.high).reduce(0, +)
    return ui(
      "{count}, about {minutes} min",
      ["count": String(exercises.count), "minutes": low == high ? "\(low)" : "\(low)–\(high)"])
  }

  /// The lower and upper minutes of an estimate the ledger checked (`N min` or `N–M min`).
  static func estimateBounds(_ exercise: Exercise) -> (low: Int, high: Int) {
    let numbers = exercise.minutes.split(separator: "–").compactMap {
      Int($0)
    }
    return (numbers.first ?? 0, numbers.last ?? 0)
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0–9.
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
