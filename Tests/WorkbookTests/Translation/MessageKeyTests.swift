import Testing

@testable import WorkbookRender

/// A message key hashed once when it is made finds the same keys a key hashing its texts at
/// each look-up finds: equal texts (canonically equivalent ones too) and nothing else.
@Suite struct MessageKeyTests {
  @Test func keysAreEqualExactlyWhenTheirTextsAre() throws {
    let texts: [String?] = [nil, "", "a", "é", "e\u{301}", "beside 0123", "中文", "a "]
    var found: [MessageKey: (String?, String)] = [:]
    for context in texts {
      for id in texts.compactMap({ $0 }) {
        found[MessageKey(context: context, id: id)] = (context, id)
      }
    }
    for context in texts {
      for id in texts.compactMap({ $0 }) {
        let key = MessageKey(context: context, id: id)
        let stored = try #require(found[key])
        #expect(stored.0 == context && stored.1 == id, "\(String(describing: context)) \(id)")
        for other in texts {
          #expect(
            (key == MessageKey(context: other, id: id)) == (other == context),
            "\(String(describing: context)) \(String(describing: other))")
        }
      }
    }
    #expect(found.count == 7 * 6, "é and e + U+0301 are one text, as Swift compares strings")
  }
}
