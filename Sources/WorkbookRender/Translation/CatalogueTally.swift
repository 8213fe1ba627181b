/// How much of a catalogue is translated: current translations, fuzzy ones (made for an
/// earlier English or evidence, to review) and messages not translated at all.
public struct CatalogueTally: Sendable, Equatable {
  public var current = 0
  public var fuzzy = 0
  public var untranslated = 0

  public init(current: Int = 0, fuzzy: Int = 0, untranslated: Int = 0) {
    self.current = current
    self.fuzzy = fuzzy
    self.untranslated = untranslated
  }

  public init(_ catalogue: Catalogue) {
    for entry in catalogue.entries where !entry.isObsolete {
      if entry.isCurrent {
        current += 1
      } else if !entry.translation.isEmpty {
        fuzzy += 1
      } else {
        untranslated += 1
      }
    }
  }

  public var total: Int { current + fuzzy + untranslated }

  /// The share of messages translated and current, in whole percent, rounded down (so 100 means
  /// every one).
  public var percent: Int { total == 0 ? 100 : current * 100 / total }
}
