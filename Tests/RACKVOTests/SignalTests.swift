import ObjectRuntime
import RACKVO
import Testing

@Suite struct SignalTests {
  @Test func aSignalSendsValuesThenCompletesAndNothingAfter() {
    let signal = Signal<Int> { subscriber in
      subscriber.sendNext(1)
      subscriber.sendNext(2)
      subscriber.sendCompleted()
      subscriber.sendNext(3)
      return nil
    }
    let recorder = SignalRecorder<Int>()

    recorder.subscribe(to: signal)

    #expect(recorder.values == [1, 2])
    #expect(recorder.isCompleted)
  }

  @Test func anErrorEndsTheSignal() {
    let signal = Signal<Int> { subscriber in
      subscriber.sendError(RACTestError())
      subscriber.sendNext(1)
      subscriber.sendCompleted()
      return nil
    }
    let recorder = SignalRecorder<Int>()

    recorder.subscribe(to: signal)

    #expect(recorder.values.isEmpty)
    #expect(recorder.isFailed)
    #expect(!recorder.isCompleted)
  }

  @Test func aColdSignalDoesItsWorkOncePerSubscription() {
    let runs = Locked(0)
    let signal = Signal<Int> { subscriber in
      runs.withLock { $0 += 1 }
      return nil
    }
    #expect(runs.withLock { $0 } == 0)

    signal.subscribe()
    signal.subscribe()

    #expect(runs.withLock { $0 } == 2)
  }

  @Test func disposingASubscriptionStopsDeliveryAndTearsItsWorkDown() {
    let subject = ReplaySubject<Int>()
    let teardown = CountingDisposable()
    let signal = Signal<Int> { subscriber in
      let forwarding = subject.signal.subscribe(next: { subscriber.sendNext($0) })
      return CompoundDisposable([forwarding, teardown])
    }
    let recorder = SignalRecorder<Int>()
    let subscription = recorder.subscribe(to: signal)
    subject.sendNext(1)

    subscription.dispose()
    subject.sendNext(2)

    #expect(recorder.values == [1])
    #expect(teardown.disposals == 1)
  }

  @Test func completingDisposesWhatTheSubscriptionSetUp() {
    let teardown = CountingDisposable()
    let signal = Signal<Int> { subscriber in
      subscriber.sendCompleted()
      return teardown
    }

    signal.subscribe()

    #expect(teardown.disposals == 1)
  }

  @Test func mapTransformsEachValue() {
    let subject = ReplaySubject<Int>()
    let recorder = SignalRecorder<String>()
    recorder.subscribe(to: subject.signal.map { "#\($0)" })

    subject.sendNext(1)
    subject.sendNext(2)
    subject.sendCompleted()

    #expect(recorder.values == ["#1", "#2"])
    #expect(recorder.isCompleted)
  }

  @Test func takeUntilCompletesWhenTheTriggerSendsAValue() {
    let source = ReplaySubject<Int>()
    let trigger = ReplaySubject<Void>()
    let recorder = SignalRecorder<Int>()
    recorder.subscribe(to: source.signal.take(until: trigger.signal))

    source.sendNext(1)
    trigger.sendNext(())
    source.sendNext(2)

    #expect(recorder.values == [1])
    #expect(recorder.isCompleted)
  }

  @Test func takeUntilCompletesWhenTheTriggerCompletes() {
    let source = ReplaySubject<Int>()
    let trigger = ReplaySubject<Never>()
    let recorder = SignalRecorder<Int>()
    recorder.subscribe(to: source.signal.take(until: trigger.signal))

    trigger.sendCompleted()
    source.sendNext(1)

    #expect(recorder.values.isEmpty)
    #expect(recorder.isCompleted)
  }

  @Test func takeUntilAnAlreadyFiredTriggerNeverStartsTheWork() {
    let trigger = ReplaySubject<Never>()
    trigger.sendCompleted()
    let runs = Locked(0)
    let source = Signal<Int> { _ in
      runs.withLock { $0 += 1 }
      return nil
    }
    let recorder = SignalRecorder<Int>()

    recorder.subscribe(to: source.take(until: trigger.signal))

    #expect(runs.withLock { $0 } == 0)
    #expect(recorder.isCompleted)
  }

  @Test func zipPairsValuesFirstWithFirst() {
    let left = ReplaySubject<Int>()
    let right = ReplaySubject<String>()
    let recorder = SignalRecorder<(Int, String)>()
    recorder.subscribe(to: left.signal.zip(with: right.signal))

    left.sendNext(1)
    left.sendNext(2)
    right.sendNext("a")
    right.sendNext("b")
    right.sendNext("c")

    #expect(recorder.values.map { "\($0.0)\($0.1)" } == ["1a", "2b"])
    #expect(!recorder.isCompleted)
  }

  @Test func zipWaitsForBufferedValuesBeforeCompleting() {
    let left = ReplaySubject<Int>()
    let right = ReplaySubject<String>()
    let recorder = SignalRecorder<(Int, String)>()
    recorder.subscribe(to: left.signal.zip(with: right.signal))

    left.sendNext(1)
    left.sendNext(2)
    left.sendCompleted()
    right.sendNext("a")
    #expect(!recorder.isCompleted)
    right.sendNext("b")

    #expect(recorder.values.count == 2)
    #expect(recorder.isCompleted)
  }

  @Test func zippingTwoSilentSignalsCompletesWhenEitherCompletes() {
    let target = ReplaySubject<Never>()
    let observer = ReplaySubject<Never>()
    let recorder = SignalRecorder<(Never, Never)>()
    recorder.subscribe(to: target.signal.zip(with: observer.signal))

    observer.sendCompleted()

    #expect(recorder.isCompleted)
  }

  @Test func aReplaySubjectReplaysValuesAndCompletionToLateSubscribers() {
    let subject = ReplaySubject<Int>()
    subject.sendNext(1)
    subject.sendNext(2)
    subject.sendCompleted()
    subject.sendNext(3)
    let recorder = SignalRecorder<Int>()

    recorder.subscribe(to: subject.signal)

    #expect(recorder.values == [1, 2])
    #expect(recorder.isCompleted)
  }
}
