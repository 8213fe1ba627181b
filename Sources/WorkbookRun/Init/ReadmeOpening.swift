import WorkbookBase
import WorkbookRender

/// The opening of a package's README, as the first words of a new book's home page: its first
/// section under the `#` title (up to the next heading as high as that section's own, or, when
/// the README starts with prose, up to its first heading), at most ``longest`` lines, cut at a
/// blank line.
///
/// What would not work on the book's page is left out: a leading run of badges, images and HTML
/// lines, images whose source is not a URL, and the targets of relative links (their text stays),
/// since the files they name are not pages of the book. A directive's `{{` is parted, as in
/// ``NewBook/markdownEscaped(_:)``, so the README's words are never read as a directive.
enum ReadmeOpening {
  /// The most lines of the README the home page takes.
  static let longest = 80

  /// The opening of `readme`, or nil when it has nothing under its title.
  static func of(_ readme: String) -> String? {
    var lines = readme.lines[...]
    // The title, as `# Title` or underlined with `===`, and what stands before the prose.
    while let first = lines.first, first.allSatisfy(\.isWhitespace) || isDecoration(first) {
      lines = lines.dropFirst()
    }
    if let first = lines.first, first.hasPrefix("# ") {
      lines = lines.dropFirst()
    } else if lines.count > 1, lines.dropFirst().first?.hasPrefix("===") == true {
      lines = lines.dropFirst(2)
    }
    while let first = lines.first, first.allSatisfy(\.isWhitespace) || isDecoration(first) {
      lines = lines.dropFirst()
    }
    var kept: [String] = []
    let sectionLevel = lines.first.flatMap(headingLevel)
    var fence: Character?
    var lastBlank = 0
    for (index, line) in lines.enumerated() {
      let trimmed = line.drop { $0 == " " }
      if let marker = fence {
        if trimmed.hasPrefix(String(repeating: marker, count: 3)) { fence = nil }
        kept.append(String(line))
        continue
      }
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        fence = trimmed.first
        kept.append(String(line))
        continue
      }
      if index > 0, let level = headingLevel(line), level <= (sectionLevel ?? 6) { break }
      if line.allSatisfy(\.isWhitespace) { lastBlank = kept.count }
      if kept.count >= longest {
        kept.removeLast(kept.count - lastBlank)
        break
      }
      if isDecoration(line) { continue }
      kept.append(rewritten(line))
    }
    if fence != nil { kept.removeLast(kept.count - lastBlank) }
    while kept.last?.allSatisfy(\.isWhitespace) == true { kept.removeLast() }
    return kept.contains { !$0.allSatisfy(\.isWhitespace) } ? kept.joined(separator: "\n") : nil
  }

  /// An ATX heading's level, `## Usage` giving 2.
  private static func headingLevel(_ line: Substring) -> Int? {
    let hashes = line.prefix { $0 == "#" }
    guard (1...6).contains(hashes.count), line.dropFirst(hashes.count).first == " " else {
      return nil
    }
    return hashes.count
  }

  /// A line of badges, a lone image, or HTML: a README's decoration, which a page of the book
  /// cannot show as the README's own site does.
  private static func isDecoration(_ line: Substring) -> Bool {
    let trimmed = line.drop { $0 == " " }
    return trimmed.hasPrefix("<") || trimmed.hasPrefix("[![") || trimmed.hasPrefix("![")
  }

  /// `line` with local images dropped, links to anything but a URL or an e-mail address made
  /// plain text, and `{{` parted.
  private static func rewritten(_ line: Substring) -> String {
    DocCLinks.rewrite(
      line, link: { name, text in text ?? name }, image: { _, _ in "" },
      otherLink: { text, destination in
        destination.contains("://") || destination.hasPrefix("mailto:")
          ? "[\(text)](\(destination))" : text
      }
    ).replacing("{{", with: "{<!-- -->{")
  }
}
