import WorkbookBase

/// What the live preview puts in every page's `{{preview}}` slot: the element that loads its
/// reload script, named by the build the page belongs to (see ``PreviewSession``).
public struct PreviewScript: Sendable {
  /// The build the pages belong to, which the script compares with the last good one.
  public var build: String

  public init(build: String) { self.build = build }

  /// The script element for a page whose way to the site's root is `root` (`""`, `"../"`).
  func html(root: String) -> HTMLFragment {
    HTMLFragment { html in
      html.element("script", ["src": root + "preview.js", "data-build": build]) { _ in }
      html.text("\n")
    }
  }
}
