import WorkbookBase
import WorkbookBook

/// A DocC documentation catalogue, such as `Sources/ArgumentParser/Documentation.docc`: its
/// Markdown pages (the root page, articles, and extension files that add to a symbol's
/// documentation) and its resources (images), which DocC finds by file name wherever they sit
/// in the catalogue.
public struct DocCCatalogue: Sendable, Hashable {
  /// The catalogue's folder, relative to the package root.
  public let path: String
  /// Every file in it, relative to the catalogue, sorted.
  let files: [String]

  /// One Markdown page and its `#` title as written (a symbol link ``` ``Name`` ``` for the
  /// root page and extension files).
  public struct Page: Sendable, Hashable {
    /// Relative to the package root.
    public var path: String
    public var title: String
    /// The file name without `.md`: how `<doc:Name>` links name the page.
    var name: String
    /// Whether the page is an article: its title is prose, not a symbol link.
    var isArticle: Bool { !title.hasPrefix("``") }
  }

  init(path: String, package: PackageRoot) {
    self.path = path
    files = SourceTree.files(under: package.url.appending(path: path))
  }

  /// The first catalogue (a folder whose name ends in `.docc`) under `folder`, relative to the
  /// package root.
  public static func find(in folder: String, package: PackageRoot) -> DocCCatalogue? {
    for file in SourceTree.files(under: package.url.appending(path: folder)) {
      let components = file.split(separator: "/")
      if let index = components.firstIndex(where: { $0.hasSuffix(".docc") }) {
        return DocCCatalogue(
          path: ([folder] + components[...index].map(String.init)).joined(separator: "/"),
          package: package)
      }
    }
    return nil
  }

  /// The catalogue holding `file` (a path relative to the package root), if a component of the
  /// path is a catalogue's folder.
  static func enclosing(_ file: String, package: PackageRoot) -> DocCCatalogue? {
    let components = file.split(separator: "/", omittingEmptySubsequences: false)
    guard let index = components.dropLast().firstIndex(where: { $0.hasSuffix(".docc") }) else {
      return nil
    }
    return DocCCatalogue(
      path: components[...index].joined(separator: "/"), package: package)
  }

  /// Every Markdown page with its title; a page that cannot be read is left out.
  func pages(package: PackageRoot) -> [Page] {
    files.filter { $0.hasSuffix(".md") }.compactMap { file in
      let path = "\(self.path)/\(file)"
      guard let text = try? package.readText(path, at: nil),
        let title = text.lines.first(where: { $0.hasPrefix("# ") })
      else { return nil }
      let name = String(file.split(separator: "/").last?.dropLast(3) ?? "")
      return Page(path: path, title: String(title.dropFirst(2)).trimmingSpaces, name: name)
    }
  }

  /// The articles in the order the root page of `module` lists them (`<doc:Name>` under its
  /// topics), then the others by path.
  public func articles(module: String, package: PackageRoot) -> [Page] {
    let pages = pages(package: package)
    let articles = pages.filter(\.isArticle)
    let listed =
      rootPageText(module: module, pages: pages, package: package).map {
        DocCLinks.articleNames(in: $0)
      } ?? []
    let inOrder = listed.compactMap { name in articles.first { $0.name == name } }
    return inOrder + articles.filter { article in !inOrder.contains(article) }
  }

  /// The first symbol the root page of `module` lists under its topics: ``` ``ParsableCommand`` ```
  /// gives `ParsableCommand` (a member link, ``` ``Type/member`` ```, gives its type).
  public func firstListedSymbol(module: String, package: PackageRoot) -> String? {
    guard let text = rootPageText(module: module, pages: pages(package: package), package: package),
      let topics = text.firstRange(of: "\n## Topics")
    else { return nil }
    return DocCLinks.symbolNames(in: String(text[topics.upperBound...])).first.map {
      String($0.prefix { $0 != "/" })
    }
  }

  /// The text of the page titled ``` ``module`` ```.
  private func rootPageText(module: String, pages: [Page], package: PackageRoot) -> String? {
    guard let root = pages.first(where: { $0.title == "``\(module)``" }) else { return nil }
    return try? package.readText(root.path, at: nil)
  }

  /// The resource `name` names, as DocC finds it: a file of that name anywhere in the
  /// catalogue, or of that name without its extension; a plain file is preferred to its dark
  /// (`~dark`) and scaled (`@2x`) variants. Relative to the package root.
  func resource(named name: String) -> String? {
    let wanted = Self.stem(of: name)
    let matches = files.filter { file in
      guard !file.hasSuffix(".md") else { return false }
      let fileName = String(file.split(separator: "/").last ?? "")
      return fileName == name || Self.stem(of: fileName) == wanted
    }
    let best =
      matches.first { $0.split(separator: "/").last.map(String.init) == name }
      ?? matches.first { !$0.contains("~dark") && !$0.contains("@") } ?? matches.first
    return best.map { "\(path)/\($0)" }
  }

  /// A resource's name without extension, dark-mode suffix or scale: `repeat~dark@2x.png`
  /// gives `repeat`.
  private static func stem(of name: String) -> String {
    var stem = Substring(name)
    if let dot = stem.firstIndex(of: ".") { stem = stem[..<dot] }
    if let at = stem.firstIndex(of: "@") { stem = stem[..<at] }
    if let tilde = stem.firstIndex(of: "~") { stem = stem[..<tilde] }
    return String(stem)
  }
}
