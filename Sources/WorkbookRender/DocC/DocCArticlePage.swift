import WorkbookBase
import WorkbookBook

/// Renders a DocC article that the table of contents lists as a chapter: its DocC syntax turned
/// into the generator's (``DocCArticle``), then rendered as any chapter is, its diagnostics
/// pointing at the article's own lines, its warnings and images handed on to the build. In
/// another language's edition (`translation`) the article is shown in English under that
/// edition's notice, its images reached from the edition's folder.
public enum DocCArticlePage {
  public static func render(
    path: String, page: Page, renderer: ChapterRenderer, context: BuildContext,
    translation: PageTranslation? = nil
  ) throws -> RenderedPage {
    let package = PackageRoot(context.root)
    let text = try context.files.read(path, at: page.declaredAt)
    guard let catalogue = DocCCatalogue.enclosing(path, package: package) else {
      throw Diagnostic("'\(path)' is not inside a DocC catalogue", at: page.declaredAt)
    }
    let titles = Dictionary(
      catalogue.pages(package: package).map { ($0.name, $0.title) },
      uniquingKeysWith: { first, _ in first })
    let article = DocCArticle(
      text: text, path: path, catalogue: catalogue, titles: titles,
      page: { name in
        context.book.pages.first { other in
          guard case .article(let otherPath) = other.kind else { return false }
          return DocCArticlePath(otherPath)?.pageName == name
        }.map { ($0.outputName, $0.title) }
      })
    var rendered: RenderedPage
    do {
      rendered = try renderer.render(
        markdown: article.markdown, page: page, translation: translation)
    } catch {
      throw DiagnosticList(
        article.problems
          + DiagnosticList(collecting: error).diagnostics.map {
            located($0, in: path, lines: article.articleLines)
          })
    }
    try DiagnosticList.throwIfAny(article.problems)
    rendered.warnings = article.warnings
    rendered.images = article.images
    return rendered
  }

  /// `diagnostic` with its line, a line of the converted Markdown, made the article's.
  private static func located(_ diagnostic: Diagnostic, in path: String, lines: [Int])
    -> Diagnostic
  {
    guard var location = diagnostic.location, location.path == path,
      lines.indices.contains(location.line - 1)
    else { return diagnostic }
    location.line = lines[location.line - 1]
    var moved = diagnostic
    moved.location = location
    return moved
  }
}
