import ControllerTestSupport
import Dispatch
import Foundation
import ObjectRuntime
import RawKVO
import Testing

@testable import HashTableKVOController

/// Teardown racing with notifications from many threads. Run under the thread sanitizer with
/// `swift test --filter Stress --sanitize=thread`.
@Suite struct HashTableStressTests {
  /// Threads change the circles without pause while other threads observe them and tear the
  /// observations down again, so notifications arrive during and after every teardown. The
  /// controllers are freed only once the changes stop: freeing one while another thread's change
  /// retains it is the window this controller cannot close (see ``TeardownTests``).
  @Test func teardownRacesWithNotificationsFromManyThreads() {
    let circles = (0..<4).map { _ in Circle() }
    let canvas = Canvas()
    let tally = Tally()
    let controllers = Locked<[HashTableKVOController]>([])
    let leftAfterTeardown = Locked(0)
    let group = DispatchGroup()
    for thread in 0..<4 {
      Thread {
        for round in 0..<400 {
          let circle = circles[(thread + round) % circles.count]
          circle.radius = Double(round)
          circle.label = "\(thread)"
        }
        group.leave()
      }.start(entering: group)
      Thread {
        for round in 0..<60 {
          let controller = HashTableKVOController(observer: canvas)
          controllers.withLock { $0.append(controller) }
          for circle in circles {
            controller.observe(
              circle, keyPath: "radius", options: [.new, .prior], block: tally.block)
            controller.observe(circle, keyPath: "label", options: [.initial], block: tally.block)
          }
          if round % 2 == 0 {
            for circle in circles { controller.unobserve(circle) }
          } else {
            controller.unobserveAll()
          }
          let left = controller.infos.withLock { $0.count }
          leftAfterTeardown.withLock { $0 += left }
        }
        group.leave()
      }.start(entering: group)
    }
    group.wait()
    #expect(leftAfterTeardown.withLock { $0 } == 0)
    #expect(circles.allSatisfy { !isObservedByKVO($0) })
    #expect(!tally.received.isEmpty)
    controllers.withLock { $0.removeAll() }
  }

  /// Notifications on some threads while others unobserve single key paths and whole objects
  /// from one shared controller, which is then freed with observations left.
  @Test func unobserveRacesWithNotificationsOnOneController() {
    let circles = (0..<4).map { _ in Circle() }
    let canvas = Canvas()
    let tally = Tally()
    do {
      let controller = HashTableKVOController(observer: canvas)
      DispatchQueue.concurrentPerform(iterations: 8) { thread in
        for round in 0..<150 {
          let circle = circles[(thread + round) % circles.count]
          controller.observe(
            circle, keyPaths: ["radius", "label"], options: [.new], block: tally.block)
          circle.radius = Double(round)
          switch round % 3 {
          case 0: controller.unobserve(circle, keyPath: "radius")
          case 1: controller.unobserve(circle)
          default: _ = controller.debugDescription
          }
        }
      }
    }
    #expect(!tally.received.isEmpty)
    #expect(circles.allSatisfy { !isObservedByKVO($0) })
  }
}

extension Thread {
  /// Starts the thread as one member of `group`, which it must leave when done.
  fileprivate func start(entering group: DispatchGroup) {
    group.enter()
    start()
  }
}
