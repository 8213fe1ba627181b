internal import CMark
import WorkbookBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Markdown document parsed by libcmark, owned by this object and freed with it.
///
/// The generator walks the tree, replaces nodes with HTML blocks it renders itself, and renders
/// the result with `CMARK_OPT_UNSAFE` so those blocks survive: everything it injects is escaped
/// where it is built. Nodes taken out of the tree are freed at once (see ``replace(_:with:)``).
public final class MarkdownDocument {
  private let root: OpaquePointer

  /// Parses `text` with smart punctuation, source positions and UTF-8 validation.
  public init(parsing text: String) {
    let options = CMARK_OPT_SMART | CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8
    var text = text
    root = text.withUTF8 { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        cmark_parse_document($0.baseAddress, $0.count, options)
      }
    }
  }

  deinit { cmark_node_free(root) }

  var document: MarkdownNode { MarkdownNode(pointer: root) }

  /// Every node of the tree, parents before children, in document order.
  func allNodes() -> [MarkdownNode] {
    var nodes: [MarkdownNode] = []
    document.walk { node, entering in
      if entering { nodes.append(node) }
    }
    return nodes
  }

  /// The markup of the HTML blocks ``makeHTMLBlock(_:)`` made, by number. cmark holds a marker
  /// in each block's place and ``renderHTML(_:)`` puts the markup back, so a listing's or a
  /// figure's HTML is never copied into C and out again, nor its UTF-8 checked a second time.
  private var blocks: [HTMLFragment] = []

  /// A new raw HTML block holding `fragment`, not yet in the tree. A NUL (from a test's failure
  /// message, say) becomes U+FFFD, as it would in any text cmark reads.
  func makeHTMLBlock(_ fragment: HTMLFragment) -> MarkdownNode {
    let node = cmark_node_new(CMARK_NODE_HTML_BLOCK)!
    if !fragment.isEmpty {
      let markup =
        fragment.bytes.withUnsafeBufferPointer { memchr($0.baseAddress!, 0, $0.count) != nil }
        ? HTMLFragment { $0.raw(fragment.html.replacing("\u{0}", with: "\u{FFFD}")) } : fragment
      // cmark ends a block with a newline unless its text does: the marker stands for the markup
      // before its last newline, and ends with that newline when the markup does.
      let endsLine = markup.bytes.last == UInt8(ascii: "\n")
      blocks.append(
        endsLine
          ? HTMLFragment { html in
            markup.bytes.withUnsafeBufferPointer { html.raw(utf8: .init(rebasing: $0.dropLast())) }
          } : markup)
      var marker = marker(blocks.count - 1)
      if endsLine { marker.append(UInt8(ascii: "\n")) }
      marker.append(0)
      marker.withUnsafeBufferPointer { bytes in
        bytes.withMemoryRebound(to: CChar.self) { _ = cmark_node_set_literal(node, $0.baseAddress) }
      }
    }
    return MarkdownNode(pointer: node)
  }

  /// The marker of this document's block `number`: the document's identity and the number, in
  /// digits, between two ``markerByte``s. Naming the document makes a block rendered by another
  /// document a trap, not another block.
  private func marker(_ number: Int) -> [UInt8] {
    [Self.markerByte] + Array("\(Int(bitPattern: root)):\(number)".utf8) + [Self.markerByte]
  }

  /// 0xC0, which no UTF-8 holds and cmark never writes: it validates what it parses, encodes
  /// every character in its shortest form (0xC0 would start an overlong one), and every other
  /// literal the generator sets is a `String`.
  private static let markerByte: UInt8 = 0xC0

  /// Puts `replacement` where `node` was and frees `node` with its children.
  func replace(_ node: MarkdownNode, with replacement: MarkdownNode) {
    cmark_node_replace(node.pointer, replacement.pointer)
    cmark_node_free(node.pointer)
  }

  /// Takes `node` out of the tree and frees it.
  func remove(_ node: MarkdownNode) {
    cmark_node_unlink(node.pointer)
    cmark_node_free(node.pointer)
  }

  /// Moves `node` (unlinking it from where it was) to just before `sibling`.
  func move(_ node: MarkdownNode, before sibling: MarkdownNode) {
    cmark_node_unlink(node.pointer)
    cmark_node_insert_before(sibling.pointer, node.pointer)
  }

  /// Inserts the detached `node` just before `sibling`.
  func insert(_ node: MarkdownNode, before sibling: MarkdownNode) {
    cmark_node_insert_before(sibling.pointer, node.pointer)
  }

  /// A new inline HTML node holding `html`, not yet in the tree.
  func makeInlineHTML(_ html: String) -> MarkdownNode {
    let node = cmark_node_new(CMARK_NODE_HTML_INLINE)!
    cmark_node_set_literal(node, html)
    return MarkdownNode(pointer: node)
  }

  /// Moves `node` (unlinking it from where it was, in this document or another) to the end of
  /// `parent`'s children. Every document uses cmark's default allocator, so a node may move
  /// between them, except an HTML block ``makeHTMLBlock(_:)`` made: its markup stays with the
  /// document that made it, which alone renders it.
  func append(_ node: MarkdownNode, to parent: MarkdownNode) {
    cmark_node_unlink(node.pointer)
    cmark_node_append_child(parent.pointer, node.pointer)
  }

  /// Inserts the detached `node` first among `parent`'s children.
  func prepend(_ node: MarkdownNode, to parent: MarkdownNode) {
    cmark_node_prepend_child(parent.pointer, node.pointer)
  }

  /// Inserts the detached `node` just after `sibling`.
  func insert(_ node: MarkdownNode, after sibling: MarkdownNode) {
    cmark_node_insert_after(sibling.pointer, node.pointer)
  }

  /// The HTML of `node` and its children.
  func renderHTML(_ node: MarkdownNode) -> String {
    var html = HTMLWriter()
    renderHTML(node, into: &html)
    return html.html
  }

  /// The HTML of the whole document, written into `html`.
  func renderHTML(into html: inout HTMLWriter) { renderHTML(document, into: &html) }

  /// The HTML of `node` and its children, written into `html`: cmark's rendering, each marker in
  /// it replaced by its block's markup.
  func renderHTML(_ node: MarkdownNode, into html: inout HTMLWriter) {
    guard let rendering = cmark_render_html(node.pointer, CMARK_OPT_UNSAFE | CMARK_OPT_SMART) else {
      return
    }
    defer { free(rendering) }
    let cmarks = UnsafeBufferPointer(
      start: UnsafeRawPointer(rendering).assumingMemoryBound(to: UInt8.self),
      count: strlen(rendering))
    // cmark 0.30 writes U+FFFE and U+FFFF (`&#xFFFF;`) as the lone bytes 0xFE and 0xFF, which
    // are no UTF-8: each becomes U+FFFD, as a UTF-8 decoder makes it.
    guard memchr(rendering, 0xFE, cmarks.count) == nil, memchr(rendering, 0xFF, cmarks.count) == nil
    else {
      let repaired = cmarks.flatMap { $0 >= 0xFE ? [0xEF, 0xBF, 0xBD] : [$0] }
      repaired.withUnsafeBufferPointer { splice($0, rendering: node, into: &html) }
      return
    }
    splice(cmarks, rendering: node, into: &html)
  }

  /// `rendered`, cmark's UTF-8 rendering of `node`, written into `html`, each marker in it
  /// replaced by its block's markup.
  private func splice(
    _ rendered: UnsafeBufferPointer<UInt8>, rendering node: MarkdownNode,
    into html: inout HTMLWriter
  ) {
    if node.pointer == root {
      // The whole page: room for cmark's rendering and every block at once.
      html.reserveCapacity(
        html.bytes.count + rendered.count + blocks.reduce(0) { $0 + $1.bytes.count })
    }
    var start = 0
    while start < rendered.count,
      let found = memchr(
        rendered.baseAddress! + start, Int32(Self.markerByte), rendered.count - start)
    {
      let open = rendered.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
      guard let close = rendered[(open + 1)...].firstIndex(of: Self.markerByte),
        case let fields = String(decoding: rendered[(open + 1)..<close], as: UTF8.self).split(
          separator: ":"),
        fields.count == 2, Int(fields[0]) == Int(bitPattern: root),
        let number = Int(fields[1]), blocks.indices.contains(number)
      else { preconditionFailure("an HTML block rendered by a document that did not make it") }
      html.raw(utf8: UnsafeBufferPointer(rebasing: rendered[start..<open]))
      html.append(blocks[number])
      start = close + 1
    }
    html.raw(utf8: UnsafeBufferPointer(rebasing: rendered[start...]))
  }
}
