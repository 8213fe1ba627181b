/// A reader's query and how it meets the index. `site/theme/search.js` applies the same rules
/// in the browser; this is their reference, which the unit tests pin down.
///
/// Each query word reaches the index's terms in one of three ways, worth less in turn: the term
/// itself; a longer word it begins (never a whole identifier, so `isa` misses `isactive`); and,
/// only when neither finds anything, a term or the start of a word one typo away. A section
/// matches when every query word reaches it; its score adds up, for each query word, the best
/// reach times the term's ``SearchWeight`` there. Ties keep book order.
public struct SearchQuery: Sendable {
  /// How much each way of reaching a term multiplies its weight.
  enum Reach: Int, Sendable {
    case typo = 1
    case prefix = 2
    case exact = 4
  }

  /// A typo is only forgiven in a query word at least this long.
  static let shortestTypoWord = 4

  /// The query's words, lowercased and split as the index's text is; words of one letter are
  /// dropped.
  public let words: [String]

  public init(_ query: String) {
    words = SearchTokenizer.queryWords(in: query)
  }

  /// The terms of `index` that `word` reaches, and how.
  func reach(_ word: String, in index: SearchIndex) -> [(term: String, reach: Reach)] {
    var found: [(term: String, reach: Reach)] = []
    if index.postings[word] != nil { found.append((word, .exact)) }
    for term in index.postings.keys
    where term != word && term.hasPrefix(word) && !index.names.contains(term) {
      found.append((term, .prefix))
    }
    guard found.isEmpty, word.unicodeScalars.count >= Self.shortestTypoWord else { return found }
    let typed = Array(word.unicodeScalars)
    for term in index.postings.keys {
      let candidate = Array(term.unicodeScalars)
      if Self.isOneEditAway(typed, candidate)
        || (!index.names.contains(term) && Self.startsOneEditAway(candidate, typed))
      {
        found.append((term, .typo))
      }
    }
    return found
  }

  /// The indices of the sections that match, best first.
  public func rank(in index: SearchIndex) -> [Int] {
    guard !words.isEmpty else { return [] }
    var scores: [Int: Int]? = nil
    for word in words {
      var best: [Int: Int] = [:]
      for (term, reach) in reach(word, in: index) {
        for posting in index.postings[term] ?? [] {
          best[posting.section] = max(best[posting.section] ?? 0, reach.rawValue * posting.weight)
        }
      }
      scores =
        scores.map { previous in
          previous.compactMapValuesWithKeys { section, score in best[section].map { score + $0 } }
        } ?? best
    }
    return (scores ?? [:]).sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
  }

  /// Whether `a` becomes `b` by one substitution, insertion, deletion or swap of neighbours (or
  /// none), counted in Unicode scalars, as the browser counts code points.
  static func isOneEditAway(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
    if a.count == b.count {
      let differences = a.indices.filter { a[$0] != b[$0] }
      if differences.count <= 1 { return true }
      guard differences.count == 2, differences[1] == differences[0] + 1 else { return false }
      let first = differences[0]
      return a[first] == b[first + 1] && a[first + 1] == b[first]
    }
    let (short, long) = a.count < b.count ? (a, b) : (b, a)
    guard long.count == short.count + 1 else { return false }
    var index = 0
    while index < short.count, short[index] == long[index] { index += 1 }
    return short[index...].elementsEqual(long[(index + 1)...])
  }

  /// Whether some start of `word` is one edit away from `typed`.
  static func startsOneEditAway(_ word: [Unicode.Scalar], _ typed: [Unicode.Scalar]) -> Bool {
    (typed.count - 1...typed.count + 1).contains { length in
      length <= word.count && isOneEditAway(Array(word[..<length]), typed)
    }
  }
}

extension Dictionary {
  /// The entries for which `transform` gives a value, with that value.
  fileprivate func compactMapValuesWithKeys(_ transform: (Key, Value) -> Value?) -> [Key: Value] {
    var result: [Key: Value] = [:]
    for (key, value) in self { if let new = transform(key, value) { result[key] = new } }
    return result
  }
}
