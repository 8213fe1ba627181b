/// The `title="…"` of a directive that draws a figure (`{{#trace …}}`, `{{#plot …}}`): the one
/// piece of prose a directive line holds, which a translation translates.
extension Directive {
  /// The title as written, and where it stands in the arguments.
  private var titleRange: Range<String.Index>? {
    guard let key = arguments.firstByteRange(of: "title=\""),
      key.lowerBound == arguments.startIndex
        || arguments[arguments.index(before: key.lowerBound)] == " ",
      let close = arguments[key.upperBound...].firstIndex(of: "\"")
    else { return nil }
    return key.upperBound..<close
  }

  public var figureTitle: String? { titleRange.map { String(arguments[$0]) } }

  /// This directive with `title` in place of its own (which it must have).
  public func withFigureTitle(_ title: String) -> Directive {
    guard let range = titleRange else { return self }
    var copy = self
    copy.arguments.replaceSubrange(range, with: title)
    return copy
  }
}
