import ControllerTestSupport
import Foundation
import ObjectRuntime
import RawKVO
import Testing

@testable import HashTableKVOController

/// A notification can reach the controller after the observation it was for has gone: this
/// book's KVO decides whom to send prior notifications when a change begins, then calls them one
/// after another. The
/// controller drops what its table no longer holds.
@Suite struct LateNotificationTests {
  @Test func aNotificationThatArrivesAfterUnobserveIsDropped() {
    let circle = Circle()
    let canvas = Canvas()
    let tally = Tally()
    let controller = HashTableKVOController(observer: canvas)
    let lateArrivals = Locked(0)
    let latecomer = Interceptor { _ in lateArrivals.withLock { $0 += 1 } }
    let interceptor = Interceptor { [controller, circle, latecomer] change in
      guard change[.notificationIsPrior] as? Bool == true else { return }
      controller.unobserve(circle)
      circle.removeObserver(latecomer, forKeyPath: "radius")
    }
    circle.addObserver(interceptor, forKeyPath: "radius", options: [.prior])
    controller.observe(circle, keyPath: "radius", options: [.prior], block: tally.block)
    circle.addObserver(latecomer, forKeyPath: "radius", options: [.prior])
    circle.radius = 1
    #expect(lateArrivals.withLock { $0 } == 1)
    #expect(tally.received.isEmpty)
    circle.removeObserver(interceptor, forKeyPath: "radius")
    #expect(!isObservedByKVO(circle))
  }

  @Test func aNotificationIsDeliveredOnlyWithTheContextOfTheRegisteredInfo() {
    let circle = Circle()
    let canvas = Canvas()
    let tally = Tally()
    let controller = HashTableKVOController(observer: canvas)
    controller.observe(circle, keyPath: "radius", block: tally.block)
    let registered = registrations(of: circle, forKey: "radius").first?.context
    let stranger = ObservationContext()
    controller.observeValue(
      forKeyPath: "radius", of: circle, change: [:], context: stranger.pointer)
    #expect(tally.received.isEmpty)
    controller.observeValue(forKeyPath: "radius", of: circle, change: [:], context: registered)
    #expect(tally.received == ["radius"])
    controller.unobserve(circle)
    controller.observeValue(forKeyPath: "radius", of: circle, change: [:], context: registered)
    #expect(tally.received == ["radius"])
  }

  @Test func aNotificationWithoutContextIsAFailedAssertion() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      HashTableKVOController(observer: nil).observeValue(
        forKeyPath: "radius", of: nil, change: nil, context: nil)
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        "*** Assertion failure in -[HashTableKVOController observeValueForKeyPath:ofObject:change:context:]"
      ))
    #expect(output.contains("reason: 'missing context keyPath:radius object:(null) change:(null)'"))
  }
}
