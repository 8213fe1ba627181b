import WorkbookBase
import WorkbookBook

/// Reads a PO or POT file into a ``Catalogue``. Everything a translation tool writes is read:
/// comments of every kind, `fuzzy` and other flags, the previous key of a fuzzy entry, obsolete
/// (`#~`) entries and strings split over several lines. Plural forms are not: the book has no
/// message with a count. Every problem is a located error. A line's kind is told from its first
/// bytes, as a comparison by characters would tell it (``Swift/Substring/hasCharacterPrefix(_:)``).
public enum CatalogueParser {
  public static func parse(_ text: String, path: String) throws(Diagnostic) -> Catalogue {
    var reader = Reader(path: path)
    for (index, line) in text.lines.enumerated() {
      try reader.read(
        line.utf8.last == UInt8(ascii: "\r") ? line.dropLast() : line, number: index + 1)
    }
    try reader.finishEntry()
    return Catalogue(header: reader.header ?? "", entries: reader.entries)
  }

  /// The state of the reading: the entry being read and the field its next quoted piece
  /// continues.
  private struct Reader {
    let path: String
    var header: String?
    var entries: [CatalogueEntry] = []
    var seen: [MessageKey: Int] = [:]
    var entry = Pending()
    var field: Field?

    init(path: String) { self.path = path }

    enum Field { case context, id, translation, previousContext, previousID }

    /// What has been read of the current entry: its key's texts apart, as they grow piece by
    /// piece, made its key when it ends.
    struct Pending {
      var entry = CatalogueEntry(key: MessageKey(context: nil, id: ""))
      var context: String?
      var id = ""
      var hasID = false
      var hasTranslation = false
      var hasContent = false
      var line = 0
      var previousContext: String?
      var previousID: String?
    }

    mutating func read(_ line: Substring, number: Int) throws(Diagnostic) {
      var content = line
      var column = 1
      var obsolete = false
      if content.utf8.first == UInt8(ascii: "#"), content.hasCharacterPrefix("#~") {
        obsolete = true
        content = content.dropFirst(2)
        column += 2
        let spaces = content.byteCount(ofLeadingCharacters: { $0 == UInt8(ascii: " ") })
        content = content.droppingBytes(spaces)
        column += spaces
      }
      let location = SourceLocation(path: path, line: number, column: column)
      if content.utf8.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
        if !obsolete { try finishEntry() }
        return
      }
      let first = content.utf8.first
      if first != UInt8(ascii: "#"), first != UInt8(ascii: "|") {
        try readKeyword(content, at: location, obsolete: obsolete)
      } else if content.hasCharacterPrefix("|") || content.hasCharacterPrefix("#|") {
        try readPrevious(content.drop { $0 == "#" }.dropFirst(), at: location, obsolete: obsolete)
      } else if content.hasCharacterPrefix("#") {
        try startCommentIfNeeded()
        readComment(content)
        entry.hasContent = true
      } else {
        try readKeyword(content, at: location, obsolete: obsolete)
      }
    }

    /// A comment after a translation starts the next entry.
    private mutating func startCommentIfNeeded() throws(Diagnostic) {
      if entry.hasTranslation { try finishEntry() }
      field = nil
    }

    private mutating func readComment(_ line: Substring) {
      let body = line.dropFirst()
      switch body.first {
      case ".": entry.entry.extractedComments.append(body.dropFirst().trimmingSpaces)
      case ":":
        entry.entry.references += body.dropFirst().split(atCharacter: UInt8(ascii: " ")).map(
          String.init)
      case ",":
        entry.entry.flags += body.dropFirst().split(atCharacter: UInt8(ascii: ",")).map(
          \.trimmingSpaces
        ).filter { !$0.isEmpty }
      default:
        entry.entry.translatorComments.append(
          String(body.hasPrefix(" ") ? body.dropFirst() : body))
      }
    }

    private mutating func readPrevious(
      _ line: Substring, at location: SourceLocation, obsolete: Bool
    ) throws(Diagnostic) {
      try startCommentIfNeeded()
      entry.hasContent = true
      let body = line.drop { $0 == " " }
      let offset = line.utf8.count - body.utf8.count + 1
      if body.hasPrefix("\"") {
        guard let field, field == .previousContext || field == .previousID else {
          throw Diagnostic("a quoted string that continues nothing", at: location)
        }
        let piece = try unquote(body, at: location, offset: offset)
        if field == .previousContext {
          entry.previousContext? += piece
        } else {
          entry.previousID? += piece
        }
        return
      }
      for (keyword, target) in [("msgctxt", Field.previousContext), ("msgid", .previousID)]
      where body.hasPrefix(keyword + " ") {
        let rest = body.dropFirst(keyword.count).drop { $0 == " " }
        let piece = try unquote(
          rest, at: location, offset: offset + body.utf8.count - rest.utf8.count)
        if target == .previousContext {
          entry.previousContext = piece
        } else {
          entry.previousID = piece
        }
        field = target
        return
      }
      throw Diagnostic("expected 'msgctxt' or 'msgid' after '#|'", at: location)
    }

    private mutating func readKeyword(
      _ line: Substring, at location: SourceLocation, obsolete: Bool
    ) throws(Diagnostic) {
      if line.hasCharacterPrefix("\"") {
        guard let field, field != .previousContext, field != .previousID else {
          throw Diagnostic("a quoted string that continues nothing", at: location)
        }
        let piece = try unquote(line, at: location, offset: 1)
        switch field {
        case .context: entry.context? += piece
        case .id: entry.id += piece
        default: entry.entry.translation += piece
        }
        return
      }
      let keywordLength = line.byteCount(beforeCharacter: \.isSpaceOrTab)
      let keyword = String(
        line.prefix(upTo: line.utf8.index(line.startIndex, offsetBy: keywordLength)))
      let afterKeyword = line.droppingBytes(keywordLength)
      let rest = afterKeyword.droppingBytes(
        afterKeyword.byteCount(ofLeadingCharacters: \.isSpaceOrTab))
      let offset = line.utf8.count - rest.utf8.count + 1
      switch keyword {
      case "msgctxt", "msgid":
        if entry.hasTranslation { try finishEntry() }
        if keyword == "msgctxt" {
          guard !entry.hasID, entry.context == nil else {
            throw Diagnostic("'msgctxt' must come before 'msgid', once", at: location)
          }
          entry.context = try unquote(rest, at: location, offset: offset)
          field = .context
        } else {
          guard !entry.hasID else {
            throw Diagnostic("a second 'msgid' before this entry's 'msgstr'", at: location)
          }
          entry.id = try unquote(rest, at: location, offset: offset)
          entry.hasID = true
          entry.line = location.line
          field = .id
        }
      case "msgstr":
        guard entry.hasID, !entry.hasTranslation else {
          throw Diagnostic("'msgstr' without a 'msgid' before it", at: location)
        }
        entry.entry.translation = try unquote(rest, at: location, offset: offset)
        entry.entry.translationLocation = location
        entry.hasTranslation = true
        field = .translation
      case _ where keyword == "msgid_plural" || keyword.hasPrefix("msgstr["):
        throw Diagnostic(
          "plural forms are not supported: the book's messages have no counts", at: location)
      default:
        throw Diagnostic(
          "expected a comment, 'msgctxt', 'msgid', 'msgstr' or a quoted string, found '\(keyword)'",
          at: location)
      }
      entry.entry.isObsolete = entry.entry.isObsolete || obsolete
      entry.hasContent = true
    }

    private func unquote(_ piece: Substring, at location: SourceLocation, offset: Int)
      throws(Diagnostic) -> String
    {
      switch POString.unquote(piece) {
      case .success(let text): return text
      case .failure(let problem):
        var place = location
        place.column += offset - 1 + problem.offset
        throw Diagnostic(problem.message, at: place)
      }
    }

    /// Ends the entry being read, if any, and files it.
    mutating func finishEntry() throws(Diagnostic) {
      defer {
        entry = Pending()
        field = nil
      }
      guard entry.hasContent else { return }
      let location = SourceLocation(path: path, line: max(entry.line, 1), column: 1)
      guard entry.hasID, entry.hasTranslation else {
        throw Diagnostic(
          entry.hasID ? "this entry has no 'msgstr'" : "an entry without a 'msgid'", at: location)
      }
      var finished = entry.entry
      finished.key = MessageKey(context: entry.context, id: entry.id)
      if entry.previousContext != nil || entry.previousID != nil {
        finished.previous = MessageKey(
          context: entry.previousContext, id: entry.previousID ?? "")
      }
      if finished.key == MessageKey(context: nil, id: ""), !finished.isObsolete {
        guard header == nil else { throw Diagnostic("a second header entry", at: location) }
        header = finished.translation
        return
      }
      if !finished.isObsolete {
        if let first = seen[finished.key] {
          throw Diagnostic(
            "this message is already in the file (line \(first)): a message may appear once",
            at: location)
        }
        seen[finished.key] = location.line
      }
      entries.append(finished)
    }
  }
}
