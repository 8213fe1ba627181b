import ObjectRuntime
import SwizzledKVO
import Testing

/// The seam chapter 2's exercises and chapter 6's benchmark use: pieces handed in as
/// ``Repairs`` replace the chapter's for the object observed with them.
@Suite struct RepairsTests {
  /// Runs each block at once, on the setter's thread.
  static let deliverAtOnce: Repairs.Deliver = { deliveries in
    for delivery in deliveries { delivery.run() }
  }

  @Test func theDeliverPieceGetsEveryCallOfOneChangeInRegistrationOrder() {
    let message = Message()
    let (first, second) = (Observer(), Observer())
    let calls = Locked<[String]>([])
    let repairs = Repairs(deliver: Self.deliverAtOnce)
    message.addObserver(first, forKey: "text", repairs: repairs) { _, key, old, new in
      calls.withLock {
        $0.append("first \(key): \(old as? String ?? "nil") → \(new as? String ?? "nil")")
      }
    }
    message.addObserver(second, forKey: "text", repairs: repairs) { _, key, _, _ in
      calls.withLock { $0.append("second \(key)") }
    }

    message.text = "hello"

    #expect(calls.withLock { $0 } == ["first text: nil → hello", "second text"])
  }

  @Test func whatTheSelectPieceDropsIsGoneFromTheObject() {
    let message = Message()
    let (kept, dropped) = (Observer(), Observer())
    let repairs = Repairs(
      deliver: Self.deliverAtOnce,
      select: { key, records in
        records.removeAll { $0.key == "title" }
        return records.filter { $0.key == key }
      })
    message.addObserver(kept, forKey: "text", repairs: repairs) { _, _, _, _ in }
    message.addObserver(dropped, forKey: "title", repairs: repairs) { _, _, _, _ in }

    message.text = "hello"

    #expect(message.blockObservationRecords.map(\.key) == ["text"])
  }

  @Test func theLastObserverLeavingRunsItsPieceOnceWithTheSubclass() {
    let message = Message()
    let (first, second) = (Observer(), Observer())
    let (identity, left) = (ObjectIdentifier(message), Locked<[String]>([]))
    let repairs = Repairs(
      deliver: Self.deliverAtOnce,
      lastObserverLeft: { object, subclass in
        left.withLock { $0.append("\(ObjectIdentifier(object) == identity) \(subclass.name)") }
      })
    message.addObserver(first, forKey: "text", repairs: repairs) { _, _, _, _ in }
    message.addObserver(second, forKey: "title", repairs: repairs) { _, _, _, _ in }

    message.removeObserver(first, forKey: "text")
    #expect(left.withLock { $0 }.isEmpty)
    message.removeObserver(second, forKey: "title")
    message.removeObserver(second, forKey: "title")

    #expect(left.withLock { $0 } == ["true SwizzledKVOClassPrefix_Message"])
  }
}
