import Dispatch
import ObjectRuntime
import RACKVO
import RawKVO
import Testing

/// An observer the proxy forwards to in these tests.
final class RACForwardee: RuntimeObject, @unchecked Sendable {
  let received = Locked<[String?]>([])

  override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    received.withLock { $0.append(keyPath) }
  }
}

/// Claim C004-6 and the crash that motivated the proxy (ReactiveCocoa #1122).
@Suite struct ProxyTests {
  @Test func theProxyForwardsANotificationToTheObserverRegisteredForItsContext() {
    let forwardee = RACForwardee()
    let context = ObservationContext()
    let other = ObservationContext()
    RACKVOProxy.sharedProxy.addObserver(forwardee, forContext: context.pointer)

    RACKVOProxy.sharedProxy.observeValue(
      forKeyPath: "color", of: nil, change: [:], context: context.pointer)
    RACKVOProxy.sharedProxy.observeValue(
      forKeyPath: "strokeWidth", of: nil, change: [:], context: other.pointer)

    #expect(forwardee.received.withLock { $0 } == ["color"])
    RACKVOProxy.sharedProxy.removeObserver(forwardee, forContext: context.pointer)
    #expect(RACKVOProxy.sharedProxy.observer(forContext: context.pointer) == nil)
  }

  @Test func theProxyHoldsItsObserversWeaklyAndDropsNotificationsForFreedOnes() {
    let context = ObservationContext()
    var forwardee: RACForwardee? = RACForwardee()
    RACKVOProxy.sharedProxy.addObserver(forwardee!, forContext: context.pointer)
    #expect(RACKVOProxy.sharedProxy.observer(forContext: context.pointer) === forwardee)

    forwardee = nil

    #expect(RACKVOProxy.sharedProxy.observer(forContext: context.pointer) == nil)
    RACKVOProxy.sharedProxy.observeValue(
      forKeyPath: "color", of: nil, change: [:], context: context.pointer)
  }

  @Test func aTrampolineThatIsKVOsObserverCrashesWhenFreedWhileAnotherThreadChangesTheValue()
    async
  {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let canvas = RACCanvas()
      let dying = DispatchSemaphore(value: 0)
      let never = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        var bare: RACBareTrampoline? = RACBareTrampoline(
          observing: canvas, keyPath: "color", throughProxy: false)
        bare!.onDeinit = {
          dying.signal()
          never.wait()
        }
        bare = nil
      }
      dying.wait()
      canvas.color = "red"
    }
    #expect(
      standardError(of: result).contains(
        "*** -[RACBareTrampoline retain]: message sent to deallocated instance 0x"
      ))
  }

  @Test func throughTheProxyTheSameRaceDropsTheNotification() {
    let canvas = RACCanvas()
    let dying = DispatchSemaphore(value: 0)
    let resume = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let received = Locked<Int?>(nil)
    DispatchQueue.global().async {
      var bare: RACBareTrampoline? = RACBareTrampoline(
        observing: canvas, keyPath: "color", throughProxy: true)
      let counter = bare!.received
      bare!.onDeinit = {
        dying.signal()
        resume.wait()
      }
      bare = nil
      received.withLock { $0 = counter.withLock { $0 } }
      finished.signal()
    }
    dying.wait()

    canvas.color = "red"
    resume.signal()
    finished.wait()

    #expect(received.withLock { $0 } == 0)
    #expect(object_getClass(canvas).name == "RACCanvas")
  }
}
