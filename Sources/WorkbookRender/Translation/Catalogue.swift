import WorkbookBase
import WorkbookBook

/// A gettext catalogue: a template (`.pot`, every message with an empty translation) or one
/// language's translations of it (`.po`). The header is the translation of the empty message,
/// `Name: value` lines such as `Language: zh_Hans`.
public struct Catalogue: Sendable, Equatable {
  public var header: String
  /// The messages in file order, the obsolete ones (`#~`) among them.
  public var entries: [CatalogueEntry]

  public init(header: String, entries: [CatalogueEntry] = []) {
    self.header = header
    self.entries = entries
  }

  /// The value of header field `name` (`Language`), if the header has it.
  public func headerField(_ name: String) -> String? {
    for line in header.split(separator: "\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2, parts[0].trimmingSpaces == name { return parts[1].trimmingSpaces }
    }
    return nil
  }

  /// The header with field `name` set to `value`, added at the end if it was not there.
  public func settingHeaderField(_ name: String, to value: String) -> Catalogue {
    var lines = header.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    let line = "\(name): \(value)"
    if let index = lines.firstIndex(where: {
      $0.split(separator: ":", maxSplits: 1).first?.trimmingSpaces == name
    }) {
      lines[index] = line
    } else {
      lines.append(line)
    }
    var copy = self
    copy.header = lines.map { $0 + "\n" }.joined()
    return copy
  }

  /// The header a template gets: the book's title and UTF-8, no dates (so extracting twice from
  /// the same book writes the same file).
  public static func templateHeader(bookTitle: String) -> String {
    [
      "Project-Id-Version: \(bookTitle)", "Language: ", "MIME-Version: 1.0",
      "Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: 8bit",
    ].map { $0 + "\n" }.joined()
  }
}

/// What identifies a message in a catalogue: its English text and, when the same text needs
/// telling apart, a context (`msgctxt`).
///
/// The key hashes its texts once, when it is made: its id is a whole paragraph, and a build
/// looks each key up many times (the template's merge, the other catalogues, each page's
/// blocks). Equal keys have equal texts, so equal hashes; keys whose hashes differ are unequal
/// without comparing their texts.
public struct MessageKey: Sendable, Hashable {
  public let context: String?
  public let id: String
  private let hash: Int

  public init(context: String?, id: String) {
    self.context = context
    self.id = id
    var hasher = Hasher()
    hasher.combine(context)
    hasher.combine(id)
    hash = hasher.finalize()
  }

  public static func == (left: MessageKey, right: MessageKey) -> Bool {
    left.hash == right.hash && left.id == right.id && left.context == right.context
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}

/// One message of a ``Catalogue`` with its comments, flags and translation.
public struct CatalogueEntry: Sendable, Equatable {
  public var key: MessageKey
  /// The translation; empty while the message is not translated.
  public var translation: String
  /// `# …` lines, the translator's own.
  public var translatorComments: [String] = []
  /// `#. …` lines, written by extraction for the translator.
  public var extractedComments: [String] = []
  /// `#: path:line` places the message comes from.
  public var references: [String] = []
  /// `#, …` flags; `fuzzy` marks a translation made for an earlier English (or evidence).
  public var flags: [String] = []
  /// `#| msgctxt`/`#| msgid`: the key the translation was made for, kept by a merge that
  /// matched it to a changed message, so the translator sees what changed.
  public var previous: MessageKey?
  /// A `#~` entry: no longer in the template, kept so its translation is not lost.
  public var isObsolete = false
  /// Where `msgstr` stands in the file it was read from, for errors about the translation.
  public var translationLocation: SourceLocation?

  public init(key: MessageKey, translation: String = "") {
    self.key = key
    self.translation = translation
  }

  public var isFuzzy: Bool { flags.contains("fuzzy") }

  /// Translated, not fuzzy and not obsolete: a translation the site may show.
  public var isCurrent: Bool { !translation.isEmpty && !isFuzzy && !isObsolete }
}
