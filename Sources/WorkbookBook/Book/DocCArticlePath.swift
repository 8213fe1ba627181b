/// A table-of-contents entry that names an article of a DocC catalogue: a Markdown file, by its
/// path from the book's root, inside a folder whose name ends in `.docc`
/// (`Sources/ArgumentParser/Documentation.docc/Articles/GettingStarted.md`).
public struct DocCArticlePath {
  let path: String

  public init?(_ path: String) {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    guard path.hasSuffix(".md"), components.dropLast().contains(where: { $0.hasSuffix(".docc") }),
      !components.contains(".."), !path.hasPrefix("/")
    else { return nil }
    self.path = path
  }

  /// The name of the article's page, its file name without `.md`, when that name is letters,
  /// digits, `-` and `_` only (so it makes a plain page address).
  public var pageName: String? {
    let stem = (path.split(separator: "/").last ?? "").dropLast(3)
    guard !stem.isEmpty,
      stem.unicodeScalars.allSatisfy({
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "-" || $0 == "_"
      })
    else { return nil }
    return String(stem)
  }
}
