import WorkbookBase
import WorkbookRender

/// Checks that every internal link of every page reaches a page and, if it names one, an anchor
/// on that page, or one of the book's images. A link's path and fragment are compared as a
/// browser reads them, percent-encoding decoded (`caf%C3%A9` is the anchor `café`).
enum LinkChecker {
  static func check(_ pages: [RenderedPage], images: Set<String> = []) -> [Diagnostic] {
    let anchors = Dictionary(
      pages.map { ($0.page.outputName, $0.anchors) }, uniquingKeysWith: { first, _ in first })
    var diagnostics: [Diagnostic] = []
    for page in pages {
      for link in page.links {
        let parts = Self.parts(of: link.target)
        if images.contains(parts[0]) { continue }
        guard let known = anchors[parts[0]] else {
          diagnostics.append(
            Diagnostic("link to '\(parts[0])', which is not a page of the book", at: link.location))
          continue
        }
        if parts.count == 2, !known.contains(parts[1]) {
          diagnostics.append(
            Diagnostic("no anchor '#\(parts[1])' on page '\(parts[0])'", at: link.location))
        }
      }
    }
    return diagnostics
  }

  /// A link's path and fragment, percent-decoded: its target cut at its first `#` as
  /// `split(separator: "#", maxSplits: 1)` cuts it, empty parts left out.
  static func parts(of target: String) -> [String] {
    let utf8 = target.utf8
    // In ASCII text every byte is a character but `\r\n`, which holds no `#`: the bytes split
    // as the characters do, without finding where each character ends.
    let pieces =
      utf8.allSatisfy { $0 < 0x80 }
      ? utf8.split(separator: UInt8(ascii: "#"), maxSplits: 1).map { Substring($0) }
      : target.split(separator: "#", maxSplits: 1)
    return pieces.map { $0.percentDecoded ?? String($0) }
  }
}
