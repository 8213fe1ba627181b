import WorkbookBase
import WorkbookBook
import WorkbookRender

/// The claims of one origin, as the claims appendix groups them: one named source, the other
/// sources together, or the book itself.
struct ClaimGroup {
  var title: String
  var titleHTML: HTMLFragment
  var anchor: String
  var claims: [Claim]

  /// `claims` grouped in the order the reader meets their origins: each source of the sources
  /// ledger that has claims, in the ledger's order; then claims naming no ledger source; then
  /// the book's own. Within a group, claims keep the claims ledger's order.
  /// Titles are in the language of `context`; anchors are made from the English titles, the
  /// same in every language.
  static func grouping(_ claims: [Claim], in context: BuildContext) -> [ClaimGroup] {
    let ui = context.ui
    var groups: [ClaimGroup] = []
    // Each claim's source, looked up once rather than once per source of the ledger.
    let named = claims.map { $0.isBooksOwn ? nil : context.namedSource(of: $0)?.source }
    for source in context.sources {
      let own = zip(claims, named).filter { $0.1 == source }.map(\.0)
      guard !own.isEmpty else { continue }
      let name =
        source.known("title") == nil
        ? SourceName.html(source, ui: ui) : SourceName.title(source, ui: ui)
      groups.append(
        ClaimGroup(
          title: ui("From {source}", ["source": source.title]),
          titleHTML: HTMLFragment { $0.message(ui("From {source}"), ["source": .html(name)]) },
          anchor: "claims-from-\(Slug.make(source.id))", claims: own))
    }
    let others = zip(claims, named).filter { !$0.0.isBooksOwn && $0.1 == nil }.map(\.0)
    if !others.isEmpty {
      let english = groups.isEmpty ? "The sources' claims" : "From other sources"
      let title = groups.isEmpty ? ui("The sources' claims") : ui("From other sources")
      groups.append(
        ClaimGroup(
          title: title, titleHTML: HTMLFragment { $0.text(title) }, anchor: Slug.make(english),
          claims: others))
    }
    let books = claims.filter(\.isBooksOwn)
    if !books.isEmpty {
      let title = ui("The book's own claims")
      groups.append(
        ClaimGroup(
          title: title, titleHTML: HTMLFragment { $0.text(title) },
          anchor: Slug.make("The book's own claims"), claims: books))
    }
    return groups
  }
}
