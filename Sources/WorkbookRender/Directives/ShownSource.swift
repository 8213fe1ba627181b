import WorkbookBase

/// Lines of a source file a directive shows in full (a listing, or a test's source), and where
/// the directive stands, so the build can refuse to print the same lines twice in one book.
public struct ShownSource: Sendable, Hashable {
  /// The file, relative to the book's root.
  public var path: String
  /// The numbers of the lines shown, 1-based, in order.
  public var lines: [Int]
  /// The directive that shows them.
  public var location: SourceLocation
}
