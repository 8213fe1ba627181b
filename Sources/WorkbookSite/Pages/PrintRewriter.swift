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
    // Always available once the UTF-8 is contiguous. The scan stops only at `<` and `"`, which
    // a page has far fewer of than spaces: an attribute is found from its opening quote back.
    _ = html.utf8.withContiguousStorageIfAvailable { bytes in
      // Bytes before `copied` are in `output`; no rewrite starts before `index`.
      var copied = 0
      var index = 0
      var stop = 0
      while stop < bytes.count {
        let byte = bytes[stop]
        guard byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"") else {
          stop += 1
          continue
        }
        if byte == UInt8(ascii: "<") {
          if stop >= index, Self.matches(details, in: bytes, at: stop) {
            index = stop + details.count
            output += run(copied..<index)
            output += " open"
            copied = index
            stop = index
          } else {
            stop += 1
          }
        } else if stop - id.count + 1 >= index,
          Self.matches(id, in: bytes, at: stop - id.count + 1)
        {
          index = stop + 1
          output += run(copied..<index)
          output += stem
          output += "--"
          copied = index
          stop = index
        } else if stop - href.count + 1 >= index,
          Self.matches(href, in: bytes, at: stop - href.count + 1)
        {
          index = stop + 1
          output += run(copied..<index)
          let end = bytes[index...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.count
          output += target(String(run(index..<end)), from: stem)
          index = end
          copied = index
          stop = end
        } else {
          stop += 1
        }
      }
      output += run(copied..<bytes.count)
    }
    return output
  }

  /// Where a link points on the print page.
  private func target(_ url: String, from stem: String) -> String {
    if url.hasPrefix("#") { return "#\(stem)--\(url.dropFirst())" }
    let text = url[...]
    // The first `#` that is a character of its own, as splitting by characters finds it.
    let hash = text.utf8.indices.first {
      text.utf8[$0] == UInt8(ascii: "#")
        && text.isCharacter(atByte: text.utf8.distance(from: text.utf8.startIndex, to: $0))
    }
    guard let hash else { return pageStems[url].map { "#\($0)" } ?? url }
    guard let other = pageStems[String(text[..<hash])] else { return url }
    return "#\(other)--\(text[text.utf8.index(after: hash)...])"
  }

  private static func matches(
    _ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> Bool {
    guard index >= 0, index + needle.count <= bytes.count else { return false }
    for offset in 0..<needle.count where bytes[index + offset] != needle[offset] { return false }
    return true
  }
}
