import ControllerTestSupport
import ObjectRuntime
import RawKVO
import Testing

@testable import KVOController

/// A model only the traced delivery test observes, so its notifying subclass is made there.
final class Kettle: RuntimeObject, @unchecked Sendable {
  @Property var temperature = 20
}

/// How one change reaches a controller's block, recorded as a trace the chapter draws.
@Suite struct TracedDeliveryTests {
  @Test func aChangeTravelsFromTheObjectThroughTheSharedControllerAndTheInfoToTheBlock() throws {
    let kettle = Kettle()
    let watcher = Watcher()
    let controller = FBKVOController(observer: watcher)
    let inbox = Inbox()
    controller.observe(kettle, keyPath: "temperature", options: [.new], block: inbox.block)
    let info = try #require(
      controller.objectInfos.withLock { $0.object(forKey: kettle)?.allObjects.first })
    let trace = Trace.record { trace in
      trace.name(kettle, "kettle")
      trace.name(FBKVOSharedController.shared, "shared")
      trace.name(info, "info")
      kettle.temperature = 100
    }
    #expect(inbox.received.map { $0.new as? Int } == [100])
    let arrows = trace.events.filter { [.notify, .call].contains($0.kind) }.map {
      "\($0.from ?? "the test") → \($0.to ?? "the test"): \($0.label)"
    }
    #expect(
      arrows == [
        "kettle → shared: temperature", "shared → info: info for context",
        "info → the test: block",
      ])
    let setter = try #require(trace.events.firstIndex { $0.label == "setTemperature:" })
    let notified = try #require(trace.events.firstIndex { $0.kind == .notify })
    #expect(setter < notified && trace.events[notified].depth > 0)
  }
}
