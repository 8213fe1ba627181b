import WorkbookBase
import WorkbookRender

/// Finds source lines the book prints twice: a listing or a test shown in full that shows lines
/// an earlier one (in reading order) already showed. Hidden lines do not count, so two listings
/// may share a region's hidden middle. One listing appears once; a later page links back to it.
enum RepeatedListings {
  static func check(_ pages: [RenderedPage]) -> [Diagnostic] {
    var shownBefore: [String: [(lines: Set<Int>, title: String, at: SourceLocation)]] = [:]
    var diagnostics: [Diagnostic] = []
    for page in pages {
      for shown in page.shownSources {
        let lines = Set(shown.lines)
        if let earlier = shownBefore[shown.path, default: []].first(where: {
          !$0.lines.isDisjoint(with: lines)
        }) {
          let repeated = earlier.lines.intersection(lines)
          let span = Listing.lineSpan(repeated.min()!...repeated.max()!, ui: .english)
          diagnostics.append(
            Diagnostic(
              "\(span) of '\(shown.path)' \(repeated.count == 1 ? "is" : "are") already shown at \(earlier.at.path):\(earlier.at.line) ('\(earlier.title)'); show each listing once and link to it there",
              at: shown.location))
          continue
        }
        shownBefore[shown.path, default: []].append((lines, page.page.title, shown.location))
      }
    }
    return diagnostics
  }
}
