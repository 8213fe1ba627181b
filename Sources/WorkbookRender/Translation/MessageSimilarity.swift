/// How alike two English messages are, from 0 (no word in common) to 1 (the same words): the
/// Dice coefficient of their words, counted with repeats and without case. A merge takes an old
/// translation for a changed message as a draft (fuzzy) when this reaches ``threshold``, as
/// `msgmerge` does with its own measure.
enum MessageSimilarity {
  static let threshold = 0.6

  static func of(_ first: String, _ second: String) -> Double {
    let a = words(first)
    let b = words(second)
    guard !a.isEmpty || !b.isEmpty else { return 1 }
    var counts: [Substring: Int] = [:]
    for word in a { counts[word, default: 0] += 1 }
    var shared = 0
    for word in b where counts[word, default: 0] > 0 {
      counts[word]! -= 1
      shared += 1
    }
    return Double(2 * shared) / Double(a.count + b.count)
  }

  private static func words(_ text: String) -> [Substring] {
    text.lowercased().split { !($0.isLetter || $0.isNumber) }.map { Substring($0) }
  }
}
