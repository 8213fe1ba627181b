import WorkbookBase
import WorkbookBook

/// Rewrites one page's HTML for the print page, where every page shares one document: each
/// `id="x"` becomes `id="PAGE--x"`, `href="#x"` becomes `href="#PAGE--x"`, links to other
/// pages (`href="other.html#x"`, `href="other.html"`) become links within the print page, and
/// every fold (`<details`) opens.
///
/// One pass over the UTF-8 bytes, since the print page holds the whole book: the scan stops only
/// where `<d`, `d="` or `f="` stands, found sixteen bytes at a time, and the runs between
/// rewrites are copied whole into the writer.
struct PrintRewriter {
  /// Where a link to each page goes on the print page, by the page's output name: its section
  /// (`#stem`), and the start of an anchor in it (`#stem--`).
  let pageLinks: [String: (page: String, anchor: String)]

  init(pages: [Page]) {
    pageLinks = Dictionary(
      pages.map { page in
        let stem = page.outputName.dropLast(5)
        return (page.outputName, ("#\(stem)", "#\(stem)--"))
      },
      uniquingKeysWith: { first, _ in first })
  }

  /// Writes `html`, the page `stem`'s content, rewritten into `writer`.
  func rewrite(_ html: HTMLFragment, page stem: String, into writer: inout HTMLWriter) {
    let prefix = stem + "--"
    html.bytes.withUnsafeBufferPointer { bytes in
      // Runs of the page are copied as they are, cut next to ASCII bytes, so each is UTF-8.
      func write(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        writer.raw(utf8: UnsafeBufferPointer(rebasing: bytes[range]))
      }
      // Bytes before `copied` are written; no rewrite starts before `index`.
      var copied = 0
      var index = 0
      var next = 0
      while let stop = Self.nextCandidate(in: bytes, from: next) {
        next = stop + 1
        if bytes[stop] == UInt8(ascii: "<") {
          guard stop >= index, Self.bytes(bytes, at: stop, are: "<details") else { continue }
          index = stop + "<details".utf8.count
          write(copied..<index)
          writer.raw(" open")
          copied = index
          next = index
          continue
        }
        // The `=` of `d="` or `f="`: the quote a ` id="` or ` href="` ends with follows.
        let quote = stop + 1
        if quote - 4 >= index, Self.bytes(bytes, at: quote - 4, are: " id=\"") {
          index = quote + 1
          write(copied..<index)
          writer.raw(prefix)
          copied = index
          next = index
        } else if quote - 6 >= index, Self.bytes(bytes, at: quote - 6, are: " href=\"") {
          let start = quote + 1
          var end = start
          while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
          switch target(of: start..<end, in: bytes) {
          case .anchor?:
            write(copied..<start + 1)
            writer.raw(prefix)
            copied = start + 1
          case .page(let link, let rest)?:
            write(copied..<start)
            writer.raw(link)
            copied = rest ?? end
          case nil: break
          }
          index = end
          next = end
        }
      }
      write(copied..<bytes.count)
    }
  }

  /// Where a link points on the print page, read up to its first `#` that is a character of
  /// its own, as splitting by characters finds it.
  private enum Target {
    /// An anchor of the same page (`#x`): the page's prefix goes after the `#`.
    case anchor
    /// Another page (`other.html`, `other.html#x`): the link that replaces the address up to
    /// its anchor, and where that anchor starts, if it has one.
    case page(String, anchor: Int?)
  }

  /// Where the link `bytes[url]` points on the print page; nil where it stays as it is.
  private func target(of url: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Target? {
    let hash = url.first { at in
      guard bytes[at] == UInt8(ascii: "#") else { return false }
      // A character of its own between ASCII bytes (a `#` is never half of `\r\n`); beside
      // any other, the address's own character boundaries say.
      let before = at == url.lowerBound ? 0 : bytes[at - 1]
      let after = at + 1 == url.upperBound ? 0 : bytes[at + 1]
      return (before < 0x80 && after < 0x80)
        || String(decoding: UnsafeBufferPointer(rebasing: bytes[url]), as: UTF8.self)[...]
          .isCharacter(atByte: at - url.lowerBound)
    }
    if hash == url.lowerBound { return .anchor }
    let page = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[url.lowerBound..<(hash ?? url.upperBound)]),
      as: UTF8.self)
    guard let link = pageLinks[page] else { return nil }
    return hash.map { .page(link.anchor, anchor: $0 + 1) } ?? .page(link.page, anchor: nil)
  }

  /// Whether `bytes` hold `literal`'s bytes from `index` on.
  private static func bytes(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, are literal: StaticString
  ) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard index >= 0, index + count <= bytes.count else { return false }
    let needle = literal.utf8Start
    for offset in 0..<count where bytes[index + offset] != needle[offset] { return false }
    return true
  }

  /// Whether a rewrite may turn on the byte at `at`: the `<` of `<d` (`<details`), or the `=`
  /// of `d="` or `f="` (` id="`, ` href="`).
  private static func isCandidate(_ bytes: UnsafeBufferPointer<UInt8>, at: Int) -> Bool {
    guard at + 1 < bytes.count else { return false }
    let after = bytes[at + 1]
    switch bytes[at] {
    case UInt8(ascii: "<"): return after == UInt8(ascii: "d")
    case UInt8(ascii: "="):
      // `d` and `f` differ in one bit only.
      return after == UInt8(ascii: "\"") && at > 0 && bytes[at - 1] | 2 == UInt8(ascii: "f")
    default: return false
    }
  }

  /// The first ``isCandidate(_:at:)`` byte in `bytes` at or after `start`. Sixteen bytes at a
  /// time are compared as vectors, with the sixteen before and after them, until a candidate is
  /// among them; it is then found byte by byte, as are the page's first and last bytes, which
  /// have no neighbours to load on one side.
  static func nextCandidate(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var at = start
    if at == 0 {
      if isCandidate(bytes, at: 0) { return 0 }
      at = 1
    }
    if let base = bytes.baseAddress, bytes.count >= 17 {
      let last = bytes.count - 17
      let raw = UnsafeRawPointer(base)
      typealias Bytes = SIMD16<UInt8>
      while at <= last {
        let before = raw.loadUnaligned(fromByteOffset: at &- 1, as: Bytes.self)
        let here = raw.loadUnaligned(fromByteOffset: at, as: Bytes.self)
        let after = raw.loadUnaligned(fromByteOffset: at &+ 1, as: Bytes.self)
        let fold =
          (here .== Bytes(repeating: UInt8(ascii: "<")))
          .& (after .== Bytes(repeating: UInt8(ascii: "d")))
        let attribute =
          (here .== Bytes(repeating: UInt8(ascii: "=")))
          .& (after .== Bytes(repeating: UInt8(ascii: "\"")))
          .& ((before | Bytes(repeating: 2)) .== Bytes(repeating: UInt8(ascii: "f")))
        // The mask read as two words, a couple of instructions: `any(_:)` calls a loop over
        // the lanes.
        let lanes = unsafeBitCast(fold .| attribute, to: SIMD2<UInt64>.self)
        if lanes[0] | lanes[1] != 0 { break }
        at &+= 16
      }
    }
    while at < bytes.count {
      if isCandidate(bytes, at: at) { return at }
      at += 1
    }
    return nil
  }
}
