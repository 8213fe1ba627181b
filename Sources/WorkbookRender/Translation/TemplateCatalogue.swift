/// Builds a template (`.pot`) from the messages extracted from one source file: one entry per
/// key, in order of first appearance, a message found in several places listing each of them.
public enum TemplateCatalogue {
  public static func make(_ entries: [CatalogueEntry], bookTitle: String) -> Catalogue {
    var merged: [CatalogueEntry] = []
    var positions: [MessageKey: Int] = [:]
    for entry in entries {
      guard let position = positions[entry.key] else {
        positions[entry.key] = merged.count
        merged.append(entry)
        continue
      }
      merged[position].references += entry.references
      for comment in entry.extractedComments
      where !merged[position].extractedComments.contains(comment) {
        merged[position].extractedComments.append(comment)
      }
    }
    return Catalogue(header: Catalogue.templateHeader(bookTitle: bookTitle), entries: merged)
  }

  /// A chapter block's entry: what kind of block it is and the directives beside it, for the
  /// translator, and where it stands.
  public static func entry(for block: TranslatableBlock) -> CatalogueEntry {
    var entry = CatalogueEntry(key: block.key)
    entry.extractedComments = [block.kind.rawValue] + block.beside.map { "beside: \($0)" }
    entry.references = ["\(block.location.path):\(block.location.line)"]
    return entry
  }
}
