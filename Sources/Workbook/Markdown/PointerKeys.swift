extension Dictionary where Key == OpaquePointer {
  /// The value for `node` in a map keyed by cmark's node pointers, as the translation's maps of
  /// English headings and table sections still are (``TranslationApplier/Applied``).
  subscript(node node: MarkdownNode) -> Value? { self[node.pointer] }
}
