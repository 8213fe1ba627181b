/// The lines of a source file an include may show, with what the include checks against: how
/// many lines the file has and where its anchors stand. For a file read whole the window is
/// every line; for one too large to read whole (``PackageRoot/largestInput``) it is only the
/// lines asked for, found by reading the file in pieces (``LineStream``).
struct LineWindow {
  /// Which lines an include asks for, known before the file is read.
  enum Wanted {
    case all
    /// Lines `lower` to `upper`, both 1-based and inclusive; nothing when `lower > upper`.
    case lines(lower: Int, upper: Int)
    /// The lines between an anchor's markers.
    case anchor(String)
  }

  /// How many lines the file has.
  var count: Int
  /// Every anchor of the file by name.
  var anchors: [String: SourceFiles.AnchorSpan]
  /// The number of the first line kept.
  var first = 1
  /// The lines kept, from `first` on.
  var lines: [Substring]

  /// Line `number` (1-based), which must be one of the lines kept.
  subscript(number: Int) -> Substring { lines[number - first] }
}
