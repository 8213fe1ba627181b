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

  /// A new raw HTML block holding `fragment`, not yet in the tree. cmark takes the text as a C
  /// string, so a NUL (from a test's failure message, say) becomes U+FFFD rather than cutting
  /// the block, and the page, short.
  func makeHTMLBlock(_ fragment: HTMLFragment) -> MarkdownNode {
    let node = cmark_node_new(CMARK_NODE_HTML_BLOCK)!
    let html = fragment.html
    cmark_node_set_literal(
      node, html.containsByte(where: { $0 == 0 }) ? html.replacing("\u{0}", with: "\u{FFFD}") : html
    )
    return MarkdownNode(pointer: node)
  }

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
  /// between them.
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

  /// The HTML of the whole document.
  func renderHTML() -> String { renderHTML(document) }

  /// The HTML of `node` and its children.
  func renderHTML(_ node: MarkdownNode) -> String {
    guard let html = cmark_render_html(node.pointer, CMARK_OPT_UNSAFE | CMARK_OPT_SMART) else {
      return ""
    }
    defer { free(html) }
    return String(cString: html)
  }
}
