import ControllerTestSupport
import Foundation
import HashTableKVOController
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Chapter 3's failed assertions, on HashTableKVOController, which names its own class.
@Suite struct AssertionTests {
  private static func standardError(of result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }

  @Test func anEmptyKeyPathIsAFailedAssertion() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let observer = Watcher()
      HashTableKVOController(observer: observer).observe(Profile(), keyPath: "") { _, _, _ in }
    }
    let output = Self.standardError(of: result)
    #expect(
      output.contains(
        "*** Assertion failure in -[HashTableKVOController observe:keyPath:options:block:]"))
    #expect(
      output.contains(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'missing required parameters observe:<Profile: 0x"
      ))
  }

  @Test func anEmptyKeyPathInTheContextFormIsAFailedAssertion() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let observer = Watcher()
      HashTableKVOController(observer: observer).observe(nil, keyPath: "", context: nil)
    }
    #expect(
      Self.standardError(of: result).contains(
        "reason: 'missing required parameters observe:(null) keyPath:'"))
  }

  @Test func anEmptyListOfKeyPathsIsAFailedAssertion() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let observer = Watcher()
      HashTableKVOController(observer: observer).observe(Profile(), keyPaths: []) { _, _, _ in }
    }
    #expect(
      Self.standardError(of: result).contains(
        "-[HashTableKVOController observe:keyPaths:options:block:]"))
  }

  @Test func anActionTheObserverDoesNotRespondToIsAFailedAssertion() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let observer = Watcher()
      HashTableKVOController(observer: observer).observe(
        Profile(), keyPath: "name", action: "refresh")
    }
    let output = Self.standardError(of: result)
    #expect(
      output.contains(
        "*** Assertion failure in -[HashTableKVOController observe:keyPath:options:action:]")
    )
    #expect(output.contains("reason: '<Watcher: 0x"))
    #expect(output.contains("> does not respond to refresh'"))
  }

  @Test func theActionIsCheckedEvenWhenTheObjectIsNil() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let observer = Watcher()
      HashTableKVOController(observer: observer).observe(nil, keyPaths: ["name"], action: "refresh")
    }
    #expect(Self.standardError(of: result).contains("does not respond to refresh'"))
  }

  @Test func anActionIsAFailedAssertionWhenThereIsNoObserver() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      HashTableKVOController(observer: nil).observe(
        Profile(), keyPath: "name", action: "propertyDidChange")
    }
    #expect(
      Self.standardError(of: result).contains(
        "reason: '(null) does not respond to propertyDidChange'"))
  }
}
