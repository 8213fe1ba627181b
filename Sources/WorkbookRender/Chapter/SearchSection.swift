/// One searchable section of a page: the text under one heading, or a page's text before its
/// first heading.
public struct SearchSection: Sendable, Hashable {
  /// The title of the page the section belongs to.
  public var page: String
  /// The section's heading, or `nil` for the page's opening section.
  public var heading: String?
  /// The page-relative address, such as `01-raw-kvo.html#the-isa-swap`.
  public var url: String
  public var text: String

  public init(page: String, heading: String? = nil, url: String, text: String) {
    self.page = page
    self.heading = heading
    self.url = url
    self.text = text
  }

  /// "Page title › Section heading", or the page title alone for the opening section.
  public var title: String { heading.map { "\(page) › \($0)" } ?? page }
}
