import ControllerTestSupport
import Foundation
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Invalid arguments end the process the way a failed `NSAssert` does in a debug build.
@Suite struct AssertionTests {
  private static func standardError(of result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }

  @Test func anEmptyKeyPathIsAFailedAssertion() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let observer = Watcher()
      FBKVOController(observer: observer).observe(Profile(), keyPath: "") { _, _, _ in }
    }
    let output = Self.standardError(of: result)
    #expect(
      output.contains(
        "*** Assertion failure in -[FBKVOController observe:keyPath:options:block:]"))
    #expect(
      output.contains(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'missing required parameters observe:<Profile: 0x"
      ))
  }

  @Test func anEmptyKeyPathInTheContextFormIsAFailedAssertion() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let observer = Watcher()
      FBKVOController(observer: observer).observe(nil, keyPath: "", context: nil)
    }
    #expect(
      Self.standardError(of: result).contains(
        "reason: 'missing required parameters observe:(null) keyPath:'"))
  }

  @Test func anEmptyListOfKeyPathsIsAFailedAssertion() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let observer = Watcher()
      FBKVOController(observer: observer).observe(Profile(), keyPaths: []) { _, _, _ in }
    }
    #expect(
      Self.standardError(of: result).contains(
        "-[FBKVOController observe:keyPaths:options:block:]"))
  }

  @Test func anActionTheObserverDoesNotRespondToIsAFailedAssertion() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let observer = Watcher()
      FBKVOController(observer: observer).observe(Profile(), keyPath: "name", action: "refresh")
    }
    let output = Self.standardError(of: result)
    #expect(
      output.contains(
        "*** Assertion failure in -[FBKVOController observe:keyPath:options:action:]")
    )
    #expect(output.contains("reason: '<Watcher: 0x"))
    #expect(output.contains("> does not respond to refresh'"))
  }

  @Test func theActionIsCheckedEvenWhenTheObjectIsNil() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let observer = Watcher()
      FBKVOController(observer: observer).observe(nil, keyPaths: ["name"], action: "refresh")
    }
    #expect(Self.standardError(of: result).contains("does not respond to refresh'"))
  }

  @Test func anActionIsAFailedAssertionWhenThereIsNoObserver() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      FBKVOController(observer: nil).observe(
        Profile(), keyPath: "name", action: "propertyDidChange")
    }
    #expect(
      Self.standardError(of: result).contains(
        "reason: '(null) does not respond to propertyDidChange'"))
  }

  @Test func aNotificationWithoutContextIsAFailedAssertion() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      FBKVOSharedController.shared.observeValue(
        forKeyPath: "name", of: nil, change: nil, context: nil)
    }
    #expect(
      Self.standardError(of: result).contains(
        "reason: 'missing context keyPath:name object:(null) change:(null)'"))
  }

  @Test func aNilObjectIsIgnored() {
    Behaviour.aNilObjectIsIgnored()
  }
}
