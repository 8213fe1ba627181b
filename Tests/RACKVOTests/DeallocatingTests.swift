import Dispatch
import ObjectRuntime
import RACKVO
import Testing

@Suite struct DeallocatingTests {
  @Test func theDeallocDisposableIsMadeOnceOnFirstUse() {
    let canvas = RACCanvas()

    let first = canvas.rac_deallocDisposable
    let second = canvas.rac_deallocDisposable

    #expect(first === second)
    #expect(!first.isDisposed)
  }

  @Test func twoThreadsAskingAtOnceGetTheSameDeallocDisposable() {
    let canvas = RACCanvas()
    let seen = Locked<Set<ObjectIdentifier>>([])

    DispatchQueue.concurrentPerform(iterations: 64) { _ in
      let bag = canvas.rac_deallocDisposable
      seen.withLock { _ = $0.insert(ObjectIdentifier(bag)) }
    }

    #expect(seen.withLock { $0.count } == 1)
  }

  @Test func theDeallocDisposableIsDisposedAtTheStartOfTeardownWhileTheObjectIsReadable() {
    let seen = Locked<[String]>([])
    var canvas: RACCanvas? = RACCanvas()
    canvas!.color = "teal"
    let weakCanvas = WeakReference(canvas)
    let unretained = Unmanaged.passUnretained(canvas!)
    canvas!.rac_deallocDisposable.add(
      ActionDisposable {
        seen.withLock { $0.append(unretained.takeUnretainedValue().color ?? "unreadable") }
        seen.withLock { $0.append(weakCanvas.object == nil ? "weak is nil" : "weak still set") }
      })

    canvas = nil

    #expect(seen.withLock { $0 } == ["teal", "weak is nil"])
  }

  @Test func theWillDeallocSignalCompletesWithoutValuesWhenTheObjectGoes() {
    var canvas: RACCanvas? = RACCanvas()
    let recorder = SignalRecorder<Never>()
    recorder.subscribe(to: canvas!.rac_willDeallocSignal)
    #expect(!recorder.isCompleted)

    canvas = nil

    #expect(recorder.isCompleted)
    #expect(recorder.values.isEmpty)
  }

  @Test func aLateSubscriberToTheWillDeallocSignalCompletesAtOnce() {
    var canvas: RACCanvas? = RACCanvas()
    let signal = canvas!.rac_willDeallocSignal
    canvas = nil
    let recorder = SignalRecorder<Never>()

    recorder.subscribe(to: signal)

    #expect(recorder.isCompleted)
  }
}
