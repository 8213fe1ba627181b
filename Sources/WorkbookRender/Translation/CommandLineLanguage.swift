import WorkbookBase

/// Which of the book's editions (the language folders of `chapters/po`) the exercise commands
/// speak: the one `--lang` names, or else the one the locale asks for, read as gettext reads
/// it; English, the book's own language, whenever the book has no edition for the language.
///
/// A locale name is `language[_territory][.codeset][@modifier]` (`zh_CN.UTF-8`); a tag is
/// `language[-script][-region]` (`zh-Hans`); either is accepted wherever a language is named.
/// Chinese without a script takes it from the territory: Traditional in Taiwan, Hong Kong and
/// Macao, Simplified elsewhere (`zh`, `zh_CN`, `zh_SG`).
public enum CommandLineLanguage {
  /// The variables that name the language of messages, strongest first: the first that is set
  /// and not empty decides, in gettext's order (gettext's own `LANGUAGE` list, which it reads
  /// before these, is not read).
  public static let variables = ["LC_ALL", "LC_MESSAGES", "LANG"]

  /// The edition the environment's locale asks for among `editions`; nil for English (the
  /// `C` or `POSIX` locale, no locale, English itself, or a language the book has no edition
  /// for).
  public static func edition(environment: [String: String], among editions: [String])
    -> String?
  {
    guard let locale = variables.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty })
    else { return nil }
    return edition(for: locale, among: editions)
  }

  /// The edition `name` (a locale name or a tag) asks for among `editions`, matched without
  /// regard to case; nil for English or when none matches. A locale whose codeset is not UTF-8
  /// gets English, since the commands write UTF-8.
  public static func edition(for name: String, among editions: [String]) -> String? {
    guard let wanted = Self.wanted(name) else { return nil }
    for candidate in wanted.candidates {
      if let edition = editions.first(where: { $0.lowercased() == candidate.lowercased() }) {
        return edition
      }
    }
    return nil
  }

  /// Whether `name` asks for English, the book's own language, which needs no edition.
  public static func isEnglish(_ name: String) -> Bool {
    wanted(name)?.language == "en"
  }

  /// What a locale name or tag asks for: its language, script and region, or nil for the `C`
  /// and `POSIX` locales and codesets other than UTF-8.
  private static func wanted(_ name: String) -> Wanted? {
    var rest = Substring(name)
    if let at = rest.firstIndex(of: "@") { rest = rest[..<at] }
    if let dot = rest.firstIndex(of: ".") {
      let codeset = rest[rest.index(after: dot)...].lowercased().filter { $0 != "-" }
      guard codeset == "utf8" else { return nil }
      rest = rest[..<dot]
    }
    let parts = rest.split(whereSeparator: { $0 == "_" || $0 == "-" })
    guard let first = parts.first, first.count >= 2, first.allSatisfy(\.isLetter),
      !["c", "posix"].contains(first.lowercased())
    else { return nil }
    var wanted = Wanted(language: first.lowercased())
    for part in parts.dropFirst() {
      if part.count == 4, part.allSatisfy(\.isLetter) {
        wanted.script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
      } else if part.count == 2 || (part.count == 3 && part.allSatisfy(\.isNumber)) {
        wanted.region = part.uppercased()
      }
    }
    if wanted.language == "zh", wanted.script == nil {
      wanted.script = ["TW", "HK", "MO"].contains(wanted.region ?? "") ? "Hant" : "Hans"
    }
    return wanted
  }

  private struct Wanted {
    var language: String
    var script: String?
    var region: String?

    /// The tags of editions that would do, best first: with script and region, with the
    /// script, with the region, and the language alone, except for Chinese, whose script is
    /// never left to chance.
    var candidates: [String] {
      var tags: [String] = []
      if let script, let region { tags.append("\(language)-\(script)-\(region)") }
      if let script { tags.append("\(language)-\(script)") }
      if let region { tags.append("\(language)-\(region)") }
      if language != "zh" { tags.append(language) }
      return tags
    }
  }
}
