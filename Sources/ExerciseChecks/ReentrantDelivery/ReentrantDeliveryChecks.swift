import Dispatch
import ExerciseContracts
import Foundation
import ObjectRuntime

/// The checks of exercise `ReentrantDelivery`.
public enum ReentrantDeliveryChecks {
  public static let exercise = "ReentrantDelivery"

  /// A block that writes `name: value` in `log`.
  static func logging(_ name: String, in log: Locked<[String]>) -> @Sendable (String) -> Void {
    { value in log.withLock { $0.append("\(name): \(value)") } }
  }

  /// What each block heard, block by block (`name: one two`), leaving out the order between
  /// blocks: only the order check is about that, so that an order kept by chance fails it and
  /// nothing else, every run.
  static func heardByBlock(_ calls: [String]) -> [String] {
    var heard: [(name: Substring, values: [Substring])] = []
    for call in calls {
      let name = call.prefix { $0 != ":" }
      let value = call.dropFirst(name.count + 2)
      if let index = heard.firstIndex(where: { $0.name == name }) {
        heard[index].values.append(value)
      } else {
        heard.append((name, [value]))
      }
    }
    return heard.map { "\($0.name): \($0.values.joined(separator: " "))" }.sorted()
  }

  /// How long a block waits for another thread before the check calls it stuck.
  static let patience = DispatchTimeInterval.seconds(2)

  /// Removes a block from a list when it is freed, as an observation token does: captured by
  /// another block, it runs code of its own when that block is released.
  final class RemoverWhenFreed: Sendable {
    let list: any ReentrantDeliveryContract
    let token: Int

    init(removing token: Int, from list: any ReentrantDeliveryContract) {
      self.list = list
      self.token = token
    }

    deinit {
      list.remove(token)
    }
  }

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any ReentrantDeliveryContract.Type) -> [ExerciseCheck] {
    [
      // Ten blocks, so that an order kept by chance (a dictionary's or a set's) passes in
      // fewer than one run in a million instead of one in six, as three blocks did.
      ExerciseCheck("Each block hears each value, in the order added") {
        let (list, log) = (subject.init(), Locked<[String]>([]))
        for number in 1...10 { _ = list.add(logging("\(number)", in: log)) }
        list.send("one")
        list.send("two")
        let calls = log.withLock { $0 }
        /// The blocks called with `value`, by number, in the order they were called.
        func heard(_ value: String) -> String {
          calls.filter { $0.hasSuffix(": \(value)") }.map { $0.prefix { $0 != ":" } }
            .joined(separator: " ")
        }
        let expected = ["one", "two"].flatMap { value in (1...10).map { "\($0): \(value)" } }
        try require(
          calls == expected,
          expected: "blocks 1 to 10 in the order added, for one, then for two",
          got: "for one, blocks \(heard("one")); for two, blocks \(heard("two"))")
      },
      ExerciseCheck("A block that removes itself does not cost the next one its call") {
        let (list, log) = (subject.init(), Locked<[String]>([]))
        let token = Locked<Int?>(nil)
        let once = list.add { value in
          log.withLock { $0.append("once: \(value)") }
          if let token = token.withLock({ $0 }) { list.remove(token) }
        }
        token.withLock { $0 = once }
        _ = list.add(logging("after", in: log))
        list.send("one")
        list.send("two")
        let heard = heardByBlock(log.withLock { $0 })
        let expected = ["after: one two", "once: one"]
        try require(
          heard == expected, expected: expected.joined(separator: "; "),
          got: heard.joined(separator: "; "))
      },
      // Two blocks that each remove the other: whichever is called first, the other must not be,
      // so the check holds in any order of calls and tests removal alone.
      ExerciseCheck("A block removed by an earlier one is not called") {
        let (list, log) = (subject.init(), Locked<[String]>([]))
        let tokens = Locked<[String: Int]>([:])
        for (name, other) in [("first", "second"), ("second", "first")] {
          let token = list.add { value in
            log.withLock { $0.append("\(name): \(value)") }
            if let victim = tokens.withLock({ $0[other] }) { list.remove(victim) }
          }
          tokens.withLock { $0[name] = token }
        }
        list.send("one")
        let calls = log.withLock { $0 }
        try require(
          calls.count == 1,
          expected: "one block called, and nothing for the block it removed",
          got: calls.joined(separator: ", "))
      },
      ExerciseCheck("A block added during a send hears the next value, not this one") {
        let (list, log) = (subject.init(), Locked<[String]>([]))
        let added = Locked(false)
        _ = list.add { value in
          log.withLock { $0.append("adder: \(value)") }
          let first = added.withLock { added in
            defer { added = true }
            return !added
          }
          if first { _ = list.add(logging("newcomer", in: log)) }
        }
        list.send("one")
        list.send("two")
        let heard = heardByBlock(log.withLock { $0 })
        let expected = ["adder: one two", "newcomer: two"]
        try require(
          heard == expected, expected: expected.joined(separator: "; "),
          got: heard.joined(separator: "; "))
      },
      ExerciseCheck("A block can wait for another thread that adds and removes") {
        let list = subject.init()
        let outcome = Locked("the block never ran")
        _ = list.add { _ in
          let done = DispatchSemaphore(value: 0)
          Thread.detachNewThread {
            let token = list.add { _ in }
            list.remove(token)
            done.signal()
          }
          let finished = done.wait(timeout: .now() + patience) == .success
          outcome.withLock {
            $0 = finished ? "finished" : "the other thread was still waiting after 2 s"
          }
        }
        list.send("one")
        let result = outcome.withLock { $0 }
        try require(
          result == "finished", expected: "the other thread adds and removes while a block runs",
          got: result)
      },
      ExerciseCheck("Freeing a removed block may remove another block") {
        let (list, log) = (subject.init(), Locked<[String]>([]))
        let other = list.add(logging("other", in: log))
        /// Adds a block that alone holds a remover of `other`.
        func addHolder() -> Int {
          let remover = RemoverWhenFreed(removing: other, from: list)
          return list.add { _ in withExtendedLifetime(remover) {} }
        }
        let holder = addHolder()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
          list.remove(holder)
          done.signal()
        }
        guard done.wait(timeout: .now() + patience) == .success else {
          throw CheckFailure(
            expected: "remove() returns, and the freed block's remover removes the other block",
            got:
              "remove() was still stuck after 2 s: the block was freed, and its remover called remove(), while the list was locked"
          )
        }
        list.send("one")
        let calls = log.withLock { $0 }
        try require(
          calls.isEmpty, expected: "the other block removed as the first was freed, so not called",
          got: calls.joined(separator: ", "))
      },
    ]
  }
}
