import WorkbookBook

/// Rewrites one page's HTML for the print page, where every page shares one document: each
/// `id="x"` becomes `id="PAGE--x"`, `href="#x"` becomes `href="#PAGE--x"`, links to other
/// pages (`href="other.html#x"`, `href="other.html"`) become links within the print page, and
/// every fold (`<details`) opens.
///
/// One pass over the UTF-8 bytes, copying the runs between rewrites whole, since the print page
/// holds the whole book.
struct PrintRewriter {
  /// The pages' output names without `.html`, by output name.
  let pageStems: [String: String]

  init(pages: [Page]) {
    pageStems = Dictionary(
      pages.map { ($0.outputName, String($0.outputName.dropLast(5))) },
      uniquingKeysWith: { first, _ in first })
  }

  func rewrite(_ html: String, page stem: String) -> String {
    var html = html
    html.makeContiguousUTF8()
    var output = ""
    output.reserveCapacity(html.utf8.count + html.utf8.count / 16)
    let id = Array(" id=\"".utf8)
    let href = Array(" href=\"".utf8)
    let details = Array("<details".utf8)
    // Runs of the page are appended as substrings, cut at ASCII bytes: copied, not re-validated.
    func run(_ bytes: Range<Int>) -> Substring {
      let utf8 = html.utf8
      return html[
        utf8.index(
          utf8.startIndex, offsetBy: bytes.lowerBound)..<utf8.index(
            utf8.startIndex, offsetBy: bytes.upperBound)]
    }
    // Always available once the UTF-8 is contiguous.
    _ = html.utf8.withContiguousStorageIfAvailable { bytes in
      // Bytes before `copied` are in `output`.
      var copied = 0
      var index = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "<"), Self.matches(details, in: bytes, at: index) {
          index += details.count
          output += run(copied..<index)
          output += " open"
          copied = index
          continue
        }
        guard bytes[index] == UInt8(ascii: " ") else {
          index += 1
          continue
        }
        if Self.matches(id, in: bytes, at: index) {
          index += id.count
          output += run(copied..<index)
          output += stem
          output += "--"
          copied = index
        } else if Self.matches(href, in: bytes, at: index) {
          index += href.count
          output += run(copied..<index)
          let end = bytes[index...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.count
          output += target(String(run(index..<end)), from: stem)
          index = end
          copied = index
        } else {
          index += 1
        }
      }
      output += run(copied..<bytes.count)
    }
    return output
  }

  /// Where a link points on the print page.
  private func target(_ url: String, from stem: String) -> String {
    if url.hasPrefix("#") { return "#\(stem)--\(url.dropFirst())" }
    let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    guard let other = pageStems[String(parts[0])] else { return url }
    return parts.count == 2 ? "#\(other)--\(parts[1])" : "#\(other)"
  }

  private static func matches(
    _ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> Bool {
    guard index + needle.count <= bytes.count else { return false }
    for offset in 0..<needle.count where bytes[index + offset] != needle[offset] { return false }
    return true
  }
}
