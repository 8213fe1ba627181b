/// Writes a ``Catalogue`` as a PO file the way gettext's tools do (comments, flags, previous key,
/// then `msgctxt`, `msgid`, `msgstr`; obsolete entries last, each line behind `#~`), except that
/// long strings are not wrapped: one message per line keeps a diff to the message it changes.
public enum CatalogueWriter {
  public static func text(of catalogue: Catalogue) -> String {
    var blocks = [["msgid \"\""] + prefixed("msgstr", POString.quoted(catalogue.header))]
    let ordered =
      catalogue.entries.filter { !$0.isObsolete } + catalogue.entries.filter(\.isObsolete)
    for entry in ordered {
      var lines = entry.translatorComments.map { $0.isEmpty ? "#" : "# \($0)" }
      lines += entry.extractedComments.map { "#. \($0)" }
      lines += entry.references.map { "#: \($0)" }
      if !entry.flags.isEmpty { lines.append("#, " + entry.flags.joined(separator: ", ")) }
      var body: [String] = []
      if let previous = entry.previous {
        if let context = previous.context {
          body += prefixed("msgctxt", POString.quoted(context)).map { "#| " + $0 }
        }
        body += prefixed("msgid", POString.quoted(previous.id)).map { "#| " + $0 }
      }
      if let context = entry.key.context {
        body += prefixed("msgctxt", POString.quoted(context))
      }
      body += prefixed("msgid", POString.quoted(entry.key.id))
      body += prefixed("msgstr", POString.quoted(entry.translation))
      if entry.isObsolete {
        body = body.map { $0.hasPrefix("#| ") ? "#~| " + $0.dropFirst(3) : "#~ " + $0 }
      }
      blocks.append(lines + body)
    }
    return blocks.map { $0.joined(separator: "\n") + "\n" }.joined(separator: "\n")
  }

  /// `keyword` before the first of the quoted pieces.
  private static func prefixed(_ keyword: String, _ pieces: [String]) -> [String] {
    [keyword + " " + pieces[0]] + pieces.dropFirst()
  }
}
