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
    for source in context.sources {
      let own = claims.filter { !$0.isBooksOwn && context.namedSource(of: $0)?.source == source }
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
    let others = claims.filter { !$0.isBooksOwn && context.namedSource(of: $0) == nil }
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
