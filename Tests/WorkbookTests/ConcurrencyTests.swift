import Dispatch
import Testing

@testable import WorkbookBase

/// The pieces the build's parallel steps stand on; run under the thread sanitizer by
/// `scripts/test`.
@Suite struct ConcurrencyTests {
  @Test func inParallelKeepsTheOrderOfItsIndices() {
    let squares = inParallel(500) { index in index * index }
    #expect(squares == (0..<500).map { $0 * $0 })
    #expect(inParallel(0) { $0 }.isEmpty)
  }

  @Test func lockedLosesNoUpdateUnderContention() {
    let counter = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<1_000 { counter.withLock { $0 += 1 } }
    }
    #expect(counter.withLock { $0 } == 8_000)
  }

  @Test func aMemoComputesEachKeyOnceWhileOtherThreadsWait() {
    let memo = Memo<String, Int>()
    let computed = Locked(0)
    let values = inParallel(64) { index in
      memo.value(for: "key") {
        computed.withLock { $0 += 1 }
        return index
      }
    }
    #expect(Set(values).count == 1, "one value for one key, whoever computed it")
    #expect(computed.withLock { $0 } == 1, "the others waited for it")
    #expect(memo.value(for: "key") { -1 } == values[0], "kept: not computed again")
  }

  @Test func aMemoDoesNotKeepAFailure() throws {
    struct Refused: Error {}
    let memo = Memo<String, Int>()
    #expect(throws: Refused.self) {
      try memo.value(for: "key") { () throws(Refused) in throw Refused() }
    }
    #expect(memo.value(for: "key") { 7 } == 7)
  }

  @Test func aMemoForgetsARemovedKey() {
    let memo = Memo<String, Int>()
    #expect(memo.removeValue(for: "key") == nil, "nothing computed, nothing returned")
    #expect(memo.value(for: "key") { 1 } == 1)
    #expect(memo.removeValue(for: "key") == 1)
    #expect(memo.removeValue(for: "key") == nil, "removed once")
    #expect(memo.value(for: "key") { 2 } == 2, "computed again")
  }
}
