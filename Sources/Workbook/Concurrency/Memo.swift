/// Values computed once per key (twice at most when two threads miss the same key together)
/// and kept for the rest of a build, safe to share between the threads that render pages in
/// parallel. What a key maps to never depends on who asks first: of two values computed for
/// one key, the first stored is the one every caller gets.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let values = Locked<[Key: Value]>([:])

  init() {}

  func value<Failure: Error>(
    for key: Key, _ compute: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    if let known = values.withLock({ $0[key] }) { return known }
    let computed = try compute()
    return values.withLock { values in
      if let first = values[key] { return first }
      values[key] = computed
      return computed
    }
  }
}
