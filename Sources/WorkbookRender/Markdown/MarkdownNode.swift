internal import CMark

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A borrowed view of one node in a ``MarkdownDocument``; valid while the document lives and the
/// node has not been freed. Its ``id`` tells it apart from the document's other nodes; cmark's
/// pointer stays in `Markdown/`.
struct MarkdownNode: Equatable {
  let pointer: OpaquePointer

  /// A node's identity within its document, to key what is known of a node while the document
  /// lives.
  struct ID: Hashable {
    fileprivate let pointer: OpaquePointer
  }

  var id: ID { ID(pointer: pointer) }

  /// The node types the generator looks at.
  enum Kind: Equatable {
    case document, blockQuote, list, item, codeBlock, htmlBlock, paragraph, heading
    case thematicBreak, text, softBreak, lineBreak, code, htmlInline, emphasis, strong, link
    case image, other
  }

  var kind: Kind {
    switch cmark_node_get_type(pointer) {
    case CMARK_NODE_DOCUMENT: .document
    case CMARK_NODE_BLOCK_QUOTE: .blockQuote
    case CMARK_NODE_LIST: .list
    case CMARK_NODE_ITEM: .item
    case CMARK_NODE_CODE_BLOCK: .codeBlock
    case CMARK_NODE_HTML_BLOCK: .htmlBlock
    case CMARK_NODE_PARAGRAPH: .paragraph
    case CMARK_NODE_HEADING: .heading
    case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
    case CMARK_NODE_TEXT: .text
    case CMARK_NODE_SOFTBREAK: .softBreak
    case CMARK_NODE_LINEBREAK: .lineBreak
    case CMARK_NODE_CODE: .code
    case CMARK_NODE_HTML_INLINE: .htmlInline
    case CMARK_NODE_EMPH: .emphasis
    case CMARK_NODE_STRONG: .strong
    case CMARK_NODE_LINK: .link
    case CMARK_NODE_IMAGE: .image
    default: .other
    }
  }

  var literal: String { cmark_node_get_literal(pointer).map { String(cString: $0) } ?? "" }

  /// ``literal``'s bytes as cmark holds them, without making a string. They are UTF-8 but for
  /// one flaw of cmark 0.30: `&#xFFFE;` and `&#xFFFF;` become the lone bytes 0xFE and 0xFF.
  /// Neither byte can be part of any UTF-8 sequence, and each literal ends where a character
  /// does, so literals joined as bytes and then decoded with repair (`String(decoding:as:)`)
  /// read the same as the literals decoded one by one and joined.
  func withLiteralBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    guard let literal = cmark_node_get_literal(pointer) else {
      return body(UnsafeBufferPointer(start: nil, count: 0))
    }
    let count = strlen(literal)
    return literal.withMemoryRebound(to: UInt8.self, capacity: count + 1) {
      body(UnsafeBufferPointer(start: $0, count: count))
    }
  }

  /// Whether ``literal`` holds `{{#`, the start of a directive: asked of every text node of every
  /// chapter, so looked for in cmark's own bytes, without making a string.
  var literalHoldsDirectiveOpening: Bool {
    cmark_node_get_literal(pointer).map { strstr($0, "{{#") != nil } ?? false
  }
  var fenceInfo: String { cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? "" }
  var url: String { cmark_node_get_url(pointer).map { String(cString: $0) } ?? "" }
  var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
  var startLine: Int { Int(cmark_node_get_start_line(pointer)) }
  var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }
  var endLine: Int { Int(cmark_node_get_end_line(pointer)) }

  func setURL(_ url: String) { cmark_node_set_url(pointer, url) }

  var parent: MarkdownNode? { cmark_node_parent(pointer).map(MarkdownNode.init) }
  var firstChild: MarkdownNode? { cmark_node_first_child(pointer).map(MarkdownNode.init) }
  var next: MarkdownNode? { cmark_node_next(pointer).map(MarkdownNode.init) }
  var previous: MarkdownNode? { cmark_node_previous(pointer).map(MarkdownNode.init) }

  var children: [MarkdownNode] {
    var result: [MarkdownNode] = []
    var child = firstChild
    while let current = child {
      result.append(current)
      child = current.next
    }
    return result
  }

  /// The text a reader sees in this node and its descendants, without markup.
  var plainText: String {
    var text: [UInt8] = []
    walk { node, entering in
      guard entering else { return }
      switch node.kind {
      case .text, .code, .codeBlock: node.withLiteralBytes { text.append(contentsOf: $0) }
      case .softBreak, .lineBreak: text.append(UInt8(ascii: " "))
      default: break
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Visits this node and its descendants in document order, without recursion (a list nested
  /// a hundred thousand deep must not exhaust the stack): `entering` is true when a node is
  /// reached and false when a node with children is left; a leaf is only entered.
  func walk(_ visit: (MarkdownNode, _ entering: Bool) -> Void) {
    let iterator = cmark_iter_new(pointer)
    defer { cmark_iter_free(iterator) }
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      visit(MarkdownNode(pointer: cmark_iter_get_node(iterator)), event == CMARK_EVENT_ENTER)
    }
  }
}

extension MarkdownNode {
  /// Whether `ancestor` is this node's parent, grandparent or further up.
  func isInside(_ ancestor: MarkdownNode) -> Bool {
    var current = parent
    while let node = current {
      if node == ancestor { return true }
      current = node.parent
    }
    return false
  }
}
