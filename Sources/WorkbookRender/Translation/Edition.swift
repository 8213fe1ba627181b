import WorkbookBase

/// One language's edition of the book: its catalogues brought up to date in memory with the
/// templates of the English book as it is now (``CatalogueMerge``, the same merge
/// `workbook i18n update` writes), so a build never needs `update` to have run to know what is
/// current. A message is current, stale (its translation was made for another English or
/// evidence: fuzzy, or matched only by its English) or missing.
public struct Edition: Sendable {
  /// What the site shows for one message.
  public enum State: Sendable, Equatable {
    /// The translation, and where it stands in its catalogue.
    case current(String, at: SourceLocation?)
    /// A translation made for an earlier English or evidence, and where it stands.
    case stale(at: SourceLocation?)
    case missing
  }

  public let language: String
  /// The merged catalogues by template name.
  public let catalogues: [String: Catalogue]
  private let entries: [String: [MessageKey: CatalogueEntry]]
  /// Every current translation that loses or gains something of its English, located, in
  /// catalogue order; and those translations' keys by catalogue, never shown.
  private let problemList: [Diagnostic]
  private let broken: [String: Set<MessageKey>]

  /// `language`'s catalogues (`onDisk`, by name) merged with `templates`.
  public init(language: String, templates: [String: Catalogue], onDisk: [String: Catalogue]) {
    self.language = language
    let catalogues = CatalogueMerge.merge(templates: templates, into: onDisk)
    self.catalogues = catalogues
    // Each entry is copied once, straight into its dictionary (the first of a key stays).
    entries = catalogues.mapValues { catalogue in
      var byKey: [MessageKey: CatalogueEntry] = [:]
      byKey.reserveCapacity(catalogue.entries.count)
      for entry in catalogue.entries
      where !entry.isObsolete && byKey.index(forKey: entry.key) == nil {
        byKey[entry.key] = entry
      }
      return byKey
    }
    var seen: Set<Diagnostic> = []
    var problems: [Diagnostic] = []
    var broken: [String: Set<MessageKey>] = [:]
    // A message found in several catalogues (moved, or the same paragraph in several chapters)
    // often takes the same translation in each: its differences are found once. Only the same
    // bytes count as the same: a canonically equivalent spelling is checked on its own, so each
    // diagnostic quotes its own file.
    var found: [MessageKey: (key: MessageKey, translation: String, differences: [String])] = [:]
    for name in catalogues.keys.sorted() {
      for entry in catalogues[name]!.entries where entry.isCurrent {
        let differences: [String]
        if let known = found[entry.key],
          Self.sameBytes((known.key, known.translation), (entry.key, entry.translation))
        {
          differences = known.differences
        } else {
          differences = Self.differences(entry.key, entry.translation)
          found[entry.key] = (entry.key, entry.translation, differences)
        }
        guard !differences.isEmpty else { continue }
        broken[name, default: []].insert(entry.key)
        let place = entry.references.first.map { " (English at \($0))" } ?? ""
        for difference in differences {
          let diagnostic = Diagnostic(difference + place, at: entry.translationLocation)
          if seen.insert(diagnostic).inserted { problems.append(diagnostic) }
        }
      }
    }
    problemList = problems
    self.broken = broken
  }

  public func state(of key: MessageKey, in name: String) -> State {
    guard let entry = entries[name]?[key], !entry.translation.isEmpty else { return .missing }
    return entry.isCurrent
      ? .current(entry.translation, at: entry.translationLocation)
      : .stale(at: entry.translationLocation)
  }

  /// The translation of `key` if it is current and keeps its English's invariants.
  public func current(_ key: MessageKey, in name: String) -> String? {
    guard case .translated(let text) = fate(of: key, in: name) else { return nil }
    return text
  }

  /// What a page shows for `key`: its translation, if it is current and keeps its English's
  /// invariants; else its English, as stale (a translation made for another English or
  /// evidence, or one that loses or gains something of its English) or missing.
  func fate(of key: MessageKey, in name: String) -> PageTranslation.Fate {
    switch state(of: key, in: name) {
    case .current(let text, _) where broken[name]?.contains(key) != true: .translated(text)
    case .current, .stale: .stale
    case .missing: .missing
    }
  }

  /// Whether two messages spell their context, English and translation with the same bytes.
  private static func sameBytes(
    _ one: (key: MessageKey, translation: String), _ other: (key: MessageKey, translation: String)
  ) -> Bool {
    ExactText(one.key.id) == ExactText(other.key.id)
      && ExactText(one.translation) == ExactText(other.translation)
      && one.key.context.map(ExactText.init) == other.key.context.map(ExactText.init)
  }

  /// What `translation` of `key` loses or gains against its English, one sentence each.
  private static func differences(_ key: MessageKey, _ translation: String) -> [String] {
    var differences = MessageInvariants(markdown: key.id).differences(
      in: MessageInvariants(markdown: translation))
    if key.context == TranslatableBlock.figureTitleContext, translation.contains("\"") {
      differences.append("a figure's title cannot hold '\"', which would end it; write “ ” instead")
    }
    return differences
  }

  /// Every current translation of catalogue `name` that keeps its English's invariants, by
  /// its English, for messages without a context (the site's own words).
  public func currentTranslations(in name: String) -> [String: String] {
    var translations: [String: String] = [:]
    for entry in catalogues[name]?.entries ?? [] where entry.key.context == nil {
      if let text = current(entry.key, in: name) { translations[entry.key.id] = text }
    }
    return translations
  }

  /// Every current translation that loses or gains a code span, number, link address, inline
  /// HTML or placeholder of its English, located at its `msgstr`, each once.
  public func problems() -> [Diagnostic] { problemList }

  /// The tally of the catalogue `name`: current, stale (fuzzy) and missing messages.
  public func tally(of name: String) -> CatalogueTally {
    catalogues[name].map(CatalogueTally.init) ?? CatalogueTally()
  }
}
