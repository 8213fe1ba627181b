import WorkbookBase
import WorkbookBook
import WorkbookRender

/// Where a book about a package starts: the most central source file of its main target, and
/// the declaration in it the first chapter shows.
///
/// The file is, in this order: the one declaring the first symbol the target's DocC catalogue
/// lists on its root page (its authors' own entry point), the one named like the module, the
/// one with the most `public` and `open` modifiers, or the first by name. The lines shown are a
/// whole declaration (a listing must balance its braces): that symbol's, else the file's first
/// public type, function, or other top-level declaration of at most ``longestListing`` lines,
/// else its shortest declaration, else (a file of comments or top-level code) the whole file.
struct StartingPoint: Sendable, Hashable {
  /// The file, relative to the package root.
  var path: String
  var lines: ClosedRange<Int>
  /// The name of the declaration shown, if the lines are one.
  var symbol: String?
  /// Why this file, in words that finish "…, ": "the first symbol its documentation lists".
  var reason: String

  /// The most lines a first listing is given, unless the documentation names the declaration.
  static let longestListing = 60

  /// The starting point in the target whose sources are under `folder`, named `module`.
  static func find(module: String, folder: String, in package: PackageRoot) -> StartingPoint? {
    var files: [(path: String, text: String)] = []
    for relative in SourceTree.files(under: package.url.appending(path: folder), extension: "swift")
    {
      let path = "\(folder)/\(relative)"
      guard let text = try? package.readText(path, at: nil),
        !text.allSatisfy(\.isWhitespace)
      else { continue }
      files.append((path, text))
    }
    guard !files.isEmpty else { return nil }
    let parsed = files.map {
      (path: $0.path, text: $0.text, declarations: TopLevelDeclarations($0.text))
    }

    if let symbol = DocCCatalogue.find(in: folder, package: package)?.firstListedSymbol(
      module: module, package: package),
      let file = parsed.first(where: { file in
        file.declarations.declarations.contains { $0.name == symbol && $0.isType }
      }),
      let declaration = file.declarations.declarations.first(where: {
        $0.name == symbol && $0.isType
      })
    {
      return StartingPoint(
        path: file.path, lines: declaration.lines, symbol: symbol,
        reason: "the first symbol its documentation lists")
    }
    let (file, reason) =
      if let named = parsed.first(where: { $0.path.hasSuffix("/\(module).swift") }) {
        (named, "the file named like the module")
      } else if let most = parsed.max(by: {
        $0.declarations.publicModifiers < $1.declarations.publicModifiers
      }), most.declarations.publicModifiers > 0 {
        (most, "the file that declares the most public API")
      } else {
        (parsed[0], "its first source file")
      }
    let declarations = file.declarations.declarations
    let short = declarations.filter { $0.lines.count <= longestListing }
    let chosen =
      short.first { $0.isPublic && $0.isType } ?? short.first(where: \.isPublic) ?? short.first
      ?? declarations.min { $0.lines.count < $1.lines.count }
    if let chosen {
      return StartingPoint(
        path: file.path, lines: chosen.lines, symbol: chosen.name, reason: reason)
    }
    let lineCount = file.text.lines.count - (file.text.hasSuffix("\n") ? 1 : 0)
    return StartingPoint(
      path: file.path, lines: 1...max(lineCount, 1), symbol: nil, reason: reason)
  }
}
