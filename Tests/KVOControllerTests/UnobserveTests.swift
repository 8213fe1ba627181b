import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// Raw KVO's removal, for contrast with the controller's (`UnobserveBehaviourTests`).
@Suite struct UnobserveTests {
  @Test func removingTwiceWithRawKVORaises() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let person = Profile()
      let watcher = Watcher()
      person.addObserver(watcher, forKeyPath: "name")
      person.removeObserver(watcher, forKeyPath: "name")
      person.removeObserver(watcher, forKeyPath: "name")
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("'NSRangeException', reason: 'Cannot remove an observer <Watcher 0x"))
  }
}
