import Foundation
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Chapter 3's failed assertions, run on both controllers: each names its own class.
@Suite struct AssertionTests {
  private static func standardError(of result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }

  @Test(arguments: ControllerKind.allCases)
  func anEmptyKeyPathIsAFailedAssertion(_ kind: ControllerKind) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [kind] in
      let observer = Listener()
      kind.make(observer: observer).observe(Member(), keyPath: "") { _, _, _ in }
    }
    let output = Self.standardError(of: result)
    #expect(
      output.contains(
        "*** Assertion failure in -[\(kind.className) observe:keyPath:options:block:]"))
    #expect(
      output.contains(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'missing required parameters observe:<Member: 0x"
      ))
  }

  @Test(arguments: ControllerKind.allCases)
  func anEmptyKeyPathInTheContextFormIsAFailedAssertion(_ kind: ControllerKind) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [kind] in
      let observer = Listener()
      kind.make(observer: observer).observe(nil, keyPath: "", context: nil)
    }
    #expect(
      Self.standardError(of: result).contains(
        "reason: 'missing required parameters observe:(null) keyPath:'"))
  }

  @Test(arguments: ControllerKind.allCases)
  func anEmptyListOfKeyPathsIsAFailedAssertion(_ kind: ControllerKind) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [kind] in
      let observer = Listener()
      kind.make(observer: observer).observe(Member(), keyPaths: []) { _, _, _ in }
    }
    #expect(
      Self.standardError(of: result).contains(
        "-[\(kind.className) observe:keyPaths:options:block:]"))
  }

  @Test(arguments: ControllerKind.allCases)
  func anActionTheObserverDoesNotRespondToIsAFailedAssertion(_ kind: ControllerKind) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [kind] in
      let observer = Listener()
      kind.make(observer: observer).observe(Member(), keyPath: "name", action: "refresh")
    }
    let output = Self.standardError(of: result)
    #expect(
      output.contains(
        "*** Assertion failure in -[\(kind.className) observe:keyPath:options:action:]")
    )
    #expect(output.contains("reason: '<Listener: 0x"))
    #expect(output.contains("> does not respond to refresh'"))
  }

  @Test(arguments: ControllerKind.allCases)
  func theActionIsCheckedEvenWhenTheObjectIsNil(_ kind: ControllerKind) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [kind] in
      let observer = Listener()
      kind.make(observer: observer).observe(nil, keyPaths: ["name"], action: "refresh")
    }
    #expect(Self.standardError(of: result).contains("does not respond to refresh'"))
  }

  @Test(arguments: ControllerKind.allCases)
  func anActionIsAFailedAssertionWhenThereIsNoObserver(_ kind: ControllerKind) async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [kind] in
      kind.make(observer: nil).observe(Member(), keyPath: "name", action: "propertyDidChange")
    }
    #expect(
      Self.standardError(of: result).contains(
        "reason: '(null) does not respond to propertyDidChange'"))
  }
}
