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

  @Test func aNotificationWithoutContextIsAFailedAssertion() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      FBKVOSharedController.shared.observeValue(
        forKeyPath: "name", of: nil, change: nil, context: nil)
    }
    #expect(
      Self.standardError(of: result).contains(
        "reason: 'missing context keyPath:name object:(null) change:(null)'"))
  }
}
