import ObjectRuntime
import RACKVO
import RawKVO
import Testing

/// A model only the traced trampoline test observes, so its notifying subclass is made there.
final class RACTrafficLight: RuntimeObject, @unchecked Sendable {
  @Property var colour = "red"
}

/// The trampoline at work and at its end, recorded as two traces the chapter draws: a change
/// going target → proxy → trampoline → block, then the target's teardown disposing the
/// trampoline.
@Suite struct TracedTrampolineTests {
  @Test func aChangeReachesTheBlockThroughTheProxyAndTheTargetsTeardownDisposesTheTrampoline()
    throws
  {
    var light: RACTrafficLight? = RACTrafficLight()
    let driver = RACBystander()
    let colours = Locked<[String]>([])
    var trampoline: RACKVOTrampoline?
    let change = Trace.record { trace in
      trace.name(light!, "light")
      trace.name(driver, "driver")
      trace.name(RACKVOProxy.sharedProxy, "proxy")
      trampoline = RACKVOTrampoline(
        target: light, observer: driver, keyPath: "colour", options: [.new]
      ) { _, _, change in
        colours.withLock { $0.append(change[.new] as? String ?? "?") }
      }
      trace.name(trampoline!, "trampoline")
      light!.colour = "green"
    }
    #expect(colours.withLock { $0 } == ["green"])
    let arrows = change.events.filter { [.notify, .call].contains($0.kind) }.map {
      "\($0.from ?? "the test") → \($0.to ?? "the test"): \($0.label)"
    }
    #expect(
      arrows == [
        "light → proxy: colour", "proxy → trampoline: observeValue",
        "trampoline → the test: block",
      ])

    let teardown = Trace.record { trace in
      trace.name(light!, "light")
      trace.name(light!.rac_deallocDisposable, "bag")
      trace.name(trampoline!, "trampoline")
      light = nil
    }
    let target = try #require(trampoline)
    #expect(target.isDisposed)
    let steps = teardown.events.map { "\($0.kind.rawValue) \($0.to ?? "-") \($0.label)" }
    let hook = try #require(steps.firstIndex { $0.hasPrefix("teardown light") })
    let bag = try #require(steps.firstIndex(of: "call bag dispose"))
    let disposed = try #require(steps.firstIndex(of: "call trampoline dispose"))
    let restored = try #require(steps.firstIndex(of: "class-change light RACTrafficLight"))
    let freed = try #require(steps.firstIndex(of: "dealloc light RACTrafficLight"))
    #expect(hook < bag && bag < disposed && disposed < restored && restored < freed)
    #expect(teardown.events[bag].from == "light" && teardown.events[disposed].from == "bag")
  }
}
