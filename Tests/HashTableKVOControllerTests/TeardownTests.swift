import ControllerTestSupport
import Dispatch
import Foundation
import KVOController
import ObjectRuntime
import RawKVO
import Testing

@testable import HashTableKVOController

/// KVO holds the controller without owning it, and retains it only while a change is being
/// delivered. Teardown takes every registration back, but another thread's change can reach for
/// a controller whose teardown has begun and not yet finished: the window the shared controller
/// of chapter 3 closes by never being freed.
@Suite struct TeardownTests {
  // ANCHOR: resurrection-race
  /// Makes a controller with `make`, then drops the last reference to it on a thread of its
  /// own and, while that thread is inside the controller's teardown, just before its first
  /// registration is removed, sets the circle's radius on this thread. Returns once the
  /// teardown has finished.
  private static func setRadius(
    of circle: Circle, whileAnotherThreadFrees make: () -> AnyObject
  ) {
    let holder = Locked<AnyObject?>(make())
    let tearingDown = DispatchSemaphore(value: 0)
    let resume = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    Thread {
      // snippet.hide
      RemovalSeam.$beforeRemoving.withValue({
        tearingDown.signal()
        resume.wait()
      }) {
        // snippet.show
        holder.withLock { $0 = nil }  // the controller's deinit runs here
        // snippet.hide
      }
      // snippet.show
      finished.signal()
    }.start()
    tearingDown.wait()
    circle.radius = 2
    resume.signal()
    finished.wait()
  }
  // ANCHOR_END: resurrection-race

  // ANCHOR: resurrection-crash
  /// One thread frees the controller while a change on another thread retains every observer of
  /// the circle: the retain reaches a controller whose teardown has begun.
  @Test func aControllerFreedWhileAnotherThreadChangesIsRetainedDuringItsTeardown() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let circle = Circle()
      let canvas = Canvas()
      Self.setRadius(of: circle) {
        let controller = HashTableKVOController(observer: canvas)
        controller.observe(circle, keyPath: "radius") { _, _, _ in }
        return controller
      }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        "*** -[HashTableKVOController retain]: message sent to deallocated instance 0x"))
  }
  // ANCHOR_END: resurrection-crash

  // ANCHOR: resurrection-shared
  /// The same race against FBKVOController: the change retains the shared controller, which
  /// finds no info for the freed controller and drops the notification.
  @Test func theSharedControllerOutlivesAControllerFreedWhileKVOIsDelivering() {
    let circle = Circle()
    let canvas = Canvas()
    let tally = Tally()
    weak var freed: FBKVOController?
    Self.setRadius(of: circle) {
      let controller = FBKVOController(observer: canvas)
      controller.observe(circle, keyPath: "radius", block: tally.block)
      freed = controller
      return controller
    }
    #expect(freed == nil)
    #expect(tally.received.isEmpty)
    #expect(!isObservedByKVO(circle))
  }
  // ANCHOR_END: resurrection-shared

  /// Drops the last reference to a controller from inside an earlier observer's prior
  /// notification, on the thread making the change.
  private static func letGoDuringDelivery(
    of circle: Circle, controller: AnyObject, observe: (AnyObject) -> Void
  ) -> Interceptor {
    let holder = Locked<AnyObject?>(controller)
    let interceptor = Interceptor { change in
      guard change[.notificationIsPrior] as? Bool == true else { return }
      holder.withLock { $0 = nil }
    }
    circle.addObserver(interceptor, forKeyPath: "radius", options: [.prior])
    observe(controller)
    return interceptor
  }

  @Test func onOneThreadKVOHoldsAControllerLetGoOfMidChangeUntilTheChangeIsDelivered() {
    let circle = Circle()
    let canvas = Canvas()
    let tally = Tally()
    weak var freed: HashTableKVOController?
    let interceptor = Self.letGoDuringDelivery(
      of: circle, controller: HashTableKVOController(observer: canvas),
      observe: { controller in
        freed = controller as? HashTableKVOController
        freed?.observe(circle, keyPath: "radius", options: [.prior], block: tally.block)
      })
    circle.radius = 1
    #expect(freed == nil)
    #expect(tally.received == ["radius", "radius"])
    circle.removeObserver(interceptor, forKeyPath: "radius")
    #expect(!isObservedByKVO(circle))
  }

  @Test func aFBKVOControllerLetGoOfMidChangeStopsAtOnce() {
    let circle = Circle()
    let canvas = Canvas()
    let tally = Tally()
    weak var freed: FBKVOController?
    let interceptor = Self.letGoDuringDelivery(
      of: circle, controller: FBKVOController(observer: canvas),
      observe: { controller in
        freed = controller as? FBKVOController
        freed?.observe(circle, keyPath: "radius", options: [.prior], block: tally.block)
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
