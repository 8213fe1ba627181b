import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Invalid arguments end the process the way a failed `NSAssert` does in a debug build, in a
/// message that names the controller's class.
@Suite struct AssertionBehaviourTests {
  @Test func anEmptyKeyPathIsAFailedAssertion() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let observer = Watcher()
      Controller(observer: observer).observe(Profile(), keyPath: "") { _, _, _ in }
    }
    let output = standardError(of: result)
    #expect(
      output.contains(
        "*** Assertion failure in -[\(Controller.self) observe:keyPath:options:block:]"))
    #expect(
      output.contains(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'missing required parameters observe:<Profile: 0x"
      ))
  }

  @Test func anEmptyKeyPathInTheContextFormIsAFailedAssertion() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let observer = Watcher()
      Controller(observer: observer).observe(nil, keyPath: "", context: nil)
    }
    #expect(
      standardError(of: result).contains(
        "reason: 'missing required parameters observe:(null) keyPath:'"))
  }

  @Test func anEmptyListOfKeyPathsIsAFailedAssertion() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let observer = Watcher()
      Controller(observer: observer).observe(Profile(), keyPaths: []) { _, _, _ in }
    }
    #expect(
      standardError(of: result).contains(
        "-[\(Controller.self) observe:keyPaths:options:block:]"))
  }

  @Test func anActionTheObserverDoesNotRespondToIsAFailedAssertion() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let observer = Watcher()
      Controller(observer: observer).observe(Profile(), keyPath: "name", action: "refresh")
    }
    let output = standardError(of: result)
    #expect(
      output.contains(
        "*** Assertion failure in -[\(Controller.self) observe:keyPath:options:action:]")
    )
    #expect(output.contains("reason: '<Watcher: 0x"))
    #expect(output.contains("> does not respond to refresh'"))
  }

  @Test func theActionIsCheckedEvenWhenTheObjectIsNil() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let observer = Watcher()
      Controller(observer: observer).observe(nil, keyPaths: ["name"], action: "refresh")
    }
    #expect(standardError(of: result).contains("does not respond to refresh'"))
  }

  @Test func anActionIsAFailedAssertionWhenThereIsNoObserver() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      Controller(observer: nil).observe(
        Profile(), keyPath: "name", action: "propertyDidChange")
    }
    #expect(
      standardError(of: result).contains(
        "reason: '(null) does not respond to propertyDidChange'"))
  }
}
