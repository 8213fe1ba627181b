import ObjectRuntime
import RACKVO
import Testing

@Suite struct DisposableTests {
  @Test func anActionDisposableRunsItsActionOnce() {
    let runs = Locked(0)
    let disposable = ActionDisposable { runs.withLock { $0 += 1 } }

    disposable.dispose()
    disposable.dispose()

    #expect(runs.withLock { $0 } == 1)
    #expect(disposable.isDisposed)
  }

  @Test func droppingADisposableDoesNotDisposeIt() {
    let runs = Locked(0)
    var disposable: ActionDisposable? = ActionDisposable { runs.withLock { $0 += 1 } }
    #expect(disposable?.isDisposed == false)

    disposable = nil

    #expect(runs.withLock { $0 } == 0)
  }

  @Test func aCompoundDisposableDisposesItsChildrenAndLateComersAtOnce() {
    let first = CountingDisposable()
    let second = CountingDisposable()
    let bag = CompoundDisposable([first])
    bag.add(second)

    bag.dispose()
    let late = CountingDisposable()
    bag.add(late)
    bag.dispose()

    #expect([first.disposals, second.disposals, late.disposals] == [1, 1, 1])
  }

  @Test func aRemovedChildIsNotDisposedWithTheBag() {
    let kept = CountingDisposable()
    let removed = CountingDisposable()
    let bag = CompoundDisposable([kept, removed])

    bag.remove(removed)
    bag.dispose()

    #expect(kept.disposals == 1)
    #expect(removed.disposals == 0)
  }

  @Test func swappingIntoASerialDisposableReturnsTheOldOneUndisposed() {
    let old = CountingDisposable()
    let new = CountingDisposable()
    let slot = SerialDisposable(old)

    let returned = slot.swapIn(new)

    #expect(returned === old)
    #expect(old.disposals == 0)
    #expect(slot.disposable === new)
    slot.dispose()
    #expect(new.disposals == 1)
  }

  @Test func aDisposedSerialDisposableDisposesWhatIsSwappedIn() {
    let slot = SerialDisposable()
    slot.dispose()
    let late = CountingDisposable()

    let returned = slot.swapIn(late)

    #expect(returned == nil)
    #expect(late.disposals == 1)
    #expect(slot.disposable == nil)
  }
}
