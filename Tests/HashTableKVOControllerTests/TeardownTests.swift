import ControllerTestSupport
import Foundation
import KVOController
import ObjectRuntime
import RawKVO
import Testing

@testable import HashTableKVOController

/// KVO holds the controller without owning it. Teardown takes every registration back, but a
/// change KVO has already begun can still reach for a controller that is being freed: the window
/// the shared controller of chapter 3 closes by never being freed.
@Suite struct TeardownTests {
  /// Frees a controller from inside KVO's delivery of one change: an earlier observer of the
  /// same change drops the last reference to it.
  private static func freeDuringDelivery(
    of circle: Circle, makeController: (Canvas) -> AnyObject,
    observe: (AnyObject, Circle) -> Void
  ) -> Interceptor {
    let canvas = Canvas()
    let holder = Locked<AnyObject?>(makeController(canvas))
    let interceptor = Interceptor { change in
      guard change[.notificationIsPrior] as? Bool == true else { return }
      holder.withLock { $0 = nil }
    }
    circle.addObserver(interceptor, forKeyPath: "radius", options: [.prior])
    holder.withLock { observe($0!, circle) }
    return interceptor
  }

  @Test func aControllerFreedWhileKVOIsDeliveringIsMessagedAfterItIsGone() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let circle = Circle()
      let interceptor = Self.freeDuringDelivery(
        of: circle, makeController: { HashTableKVOController(observer: $0) },
        observe: { controller, circle in
          (controller as! HashTableKVOController).observe(
            circle, keyPath: "radius", options: [.prior]
          ) { _, _, _ in }
        })
      circle.radius = 1
      withExtendedLifetime(interceptor) {}
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        "*** -[HashTableKVOController observeValueForKeyPath:ofObject:change:context:]: message sent to deallocated instance 0x"
      ))
  }

  @Test func theSharedControllerOutlivesAControllerFreedWhileKVOIsDelivering() {
    let circle = Circle()
    let tally = Tally()
    weak var freed: FBKVOController?
    let interceptor = Self.freeDuringDelivery(
      of: circle, makeController: { FBKVOController(observer: $0) },
      observe: { controller, circle in
        freed = controller as? FBKVOController
        (controller as! FBKVOController).observe(
          circle, keyPath: "radius", options: [.prior], block: tally.block)
      })
    circle.radius = 1
    #expect(freed == nil)
    #expect(tally.received.isEmpty)
    circle.removeObserver(interceptor, forKeyPath: "radius")
    #expect(!isObservedByKVO(circle))
  }

  @Test func freeingTheControllerTakesBackEveryRegistrationBeforeItIsGone() {
    let circles = [Circle(), Circle()]
    let leftWhenFreed = Locked<[Int]>([])
    do {
      let canvas = Canvas()
      let controller = HashTableKVOController(observer: canvas)
      for circle in circles {
        controller.observe(circle, keyPaths: ["radius", "label"]) { _, _, _ in }
      }
      controller.addDeallocationHook { _ in
        let left = circles.map { registrations(of: $0, forKey: "radius").count }
        leftWhenFreed.withLock { $0 = left }
      }
    }
    #expect(leftWhenFreed.withLock { $0 } == [0, 0])
    #expect(circles.allSatisfy { !isObservedByKVO($0) })
  }
}
