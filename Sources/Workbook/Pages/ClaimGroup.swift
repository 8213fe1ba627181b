/// The claims of one origin, as the claims appendix groups them: one named source, the other
/// sources together, or the book itself.
struct ClaimGroup {
  var title: String
  var titleHTML: String
  var anchor: String
  var claims: [Claim]

  /// `claims` grouped in the order the reader meets their origins: each source of the sources
  /// ledger that has claims, in the ledger's order; then claims naming no ledger source; then
  /// the book's own. Within a group, claims keep the claims ledger's order.
  static func grouping(_ claims: [Claim], in context: BuildContext) -> [ClaimGroup] {
    var groups: [ClaimGroup] = []
    for source in context.sources {
      let own = claims.filter { !$0.isBooksOwn && context.namedSource(of: $0)?.source == source }
      guard !own.isEmpty else { continue }
      groups.append(
        ClaimGroup(
          title: "From \(source.title)",
          titleHTML: "From "
            + (source.known("title") == nil ? SourceName.html(source) : SourceName.title(source)),
          anchor: "claims-from-\(Slug.make(source.id))", claims: own))
    }
    let others = claims.filter { !$0.isBooksOwn && context.namedSource(of: $0) == nil }
    if !others.isEmpty {
      let title = groups.isEmpty ? "The sources' claims" : "From other sources"
      groups.append(
        ClaimGroup(
          title: title, titleHTML: HTML.escape(title), anchor: Slug.make(title), claims: others))
    }
    let books = claims.filter(\.isBooksOwn)
    if !books.isEmpty {
      let title = "The book's own claims"
      groups.append(
        ClaimGroup(
          title: title, titleHTML: HTML.escape(title), anchor: Slug.make(title), claims: books))
    }
    return groups
  }
}
