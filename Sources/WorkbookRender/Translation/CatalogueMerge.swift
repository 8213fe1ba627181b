/// Brings one language's catalogue up to date with a template, the way `msgmerge` does, so that
/// `workbook i18n update` and every build agree on which translation is current:
///
/// 1. A message whose key (English and evidence) is unchanged keeps its translation, fuzzy or
///    not; one found unchanged in another catalogue of the language (a block moved to another
///    chapter) takes that translation.
/// 2. A message whose English is unchanged but whose evidence changed (a listing beside it was
///    edited) keeps its translation as fuzzy, with the key it was made for as its previous key.
/// 3. A changed message takes, as fuzzy, the translation of the most similar message that
///    disappeared from the same catalogue (``MessageSimilarity``), if one is similar enough.
/// 4. Any other message is untranslated. A translation no message took stays as an obsolete
///    (`#~`) entry, so that none is lost.
public enum CatalogueMerge {
  /// Each of `templates` merged with the catalogue of its name in `old`, a language's
  /// catalogues, a message moved from one of them to another taking its translation along.
  public static func merge(templates: [String: Catalogue], into old: [String: Catalogue])
    -> [String:
    Catalogue]
  {
    let moved = MovedMessages(old)
    var merged: [String: Catalogue] = [:]
    for (name, template) in templates {
      merged[name] = merge(
        template: template, into: old[name] ?? Catalogue(header: ""),
        elsewhere: { moved.translation(of: $0, outside: name) })
    }
    return merged
  }

  /// `template` merged with `old`; `elsewhere` gives the current entry of another catalogue of
  /// the language with a key, if any.
  static func merge(
    template: Catalogue, into old: Catalogue,
    elsewhere: (MessageKey) -> CatalogueEntry? = { _ in nil }
  ) -> Catalogue {
    var entries = template.entries.map { entry in
      var fresh = entry
      fresh.translation = ""
      fresh.flags = []
      fresh.previous = nil
      fresh.isObsolete = false
      fresh.translationLocation = nil
      return fresh
    }
    var used = Set<Int>()
    var byKey: [MessageKey: Int] = [:]
    for (index, entry) in old.entries.enumerated() where !entry.translation.isEmpty {
      if byKey[entry.key] == nil || old.entries[byKey[entry.key]!].isObsolete {
        byKey[entry.key] = index
      }
    }

    var sameEnglish: [Int] = []
    for position in entries.indices {
      let key = entries[position].key
      if let index = byKey[key] {
        take(old.entries[index], into: &entries[position], fuzzyBecause: nil)
        used.insert(index)
      } else if let entry = elsewhere(key) {
        take(entry, into: &entries[position], fuzzyBecause: nil)
      } else {
        sameEnglish.append(position)
      }
    }
    // Only a message matched neither by its key nor elsewhere looks for its English alone:
    // most merges have none, and need no index of the old English.
    var byID: [String: [Int]] = [:]
    if !sameEnglish.isEmpty {
      for (index, entry) in old.entries.enumerated() where !entry.translation.isEmpty {
        byID[entry.key.id, default: []].append(index)
      }
    }
    var unmatched: [Int] = []
    for position in sameEnglish {
      let id = entries[position].key.id
      if let index = byID[id]?.first(where: { !used.contains($0) }) {
        take(old.entries[index], into: &entries[position], fuzzyBecause: old.entries[index])
        used.insert(index)
      } else {
        unmatched.append(position)
      }
    }
    for position in unmatched {
      let id = entries[position].key.id
      let candidates = old.entries.indices.filter { index in
        !used.contains(index) && !old.entries[index].translation.isEmpty
      }
      let scored = candidates.map { ($0, MessageSimilarity.of(id, old.entries[$0].key.id)) }
      guard let best = scored.max(by: { $0.1 < $1.1 }), best.1 >= MessageSimilarity.threshold
      else { continue }
      take(old.entries[best.0], into: &entries[position], fuzzyBecause: old.entries[best.0])
      used.insert(best.0)
    }
    for (index, entry) in old.entries.enumerated()
    where !used.contains(index) && !entry.translation.isEmpty {
      var obsolete = entry
      obsolete.isObsolete = true
      obsolete.translationLocation = nil
      entries.append(obsolete)
    }
    return Catalogue(header: old.header.isEmpty ? template.header : old.header, entries: entries)
  }

  /// Copies `source`'s translation, comments and flags into `entry`; when `changed` is given
  /// (a match on anything but the whole key), the translation is marked fuzzy and the key it
  /// was made for is kept as the previous key.
  private static func take(
    _ source: CatalogueEntry, into entry: inout CatalogueEntry,
    fuzzyBecause changed: CatalogueEntry?
  ) {
    entry.translation = source.translation
    entry.translatorComments = source.translatorComments
    entry.flags = source.flags
    entry.previous = source.previous
    entry.translationLocation = source.translationLocation
    guard let changed else { return }
    if !entry.flags.contains("fuzzy") { entry.flags.insert("fuzzy", at: 0) }
    entry.previous = changed.isFuzzy ? (changed.previous ?? changed.key) : changed.key
  }
}

/// The current translations of all of a language's catalogues by key, gathered once for the
/// merges of all its catalogues: where a message that moved to another catalogue finds its
/// translation.
private struct MovedMessages {
  /// For each key, the catalogues that translate it, by name in alphabetical order, and their
  /// entries.
  private var byKey: [MessageKey: [(catalogue: String, entry: CatalogueEntry)]] = [:]

  init(_ catalogues: [String: Catalogue]) {
    for (name, catalogue) in catalogues.sorted(by: { $0.key < $1.key }) {
      for entry in catalogue.entries where entry.isCurrent {
        byKey[entry.key, default: []].append((name, entry))
      }
    }
  }

  /// The first current entry with `key` in a catalogue other than `name`.
  func translation(of key: MessageKey, outside name: String) -> CatalogueEntry? {
    byKey[key]?.first { $0.catalogue != name }?.entry
  }
}
