import ObjectRuntime
import RawKVO
import Testing

/// A model only the traced removal test observes, so its notifying subclass is made there.
final class Commuter: RuntimeObject {
  @Property var station = ""
}

/// What removing observers does, recorded as a trace the chapter draws: only the last removal
/// moves the object back into its own class.
@Suite struct TracedRemovalTests {
  @Test func onlyTheLastRemovalPutsTheObjectBackInItsClass() throws {
    let commuter = Commuter()
    let early = RecordingObserver()
    let late = RecordingObserver()
    commuter.addObserver(early, forKeyPath: "station", options: [.new])
    commuter.addObserver(late, forKeyPath: "station", options: [.new])
    let trace = Trace.record { trace in
      trace.name(commuter, "commuter")
      trace.name(early, "early")
      trace.name(late, "late")
      commuter.removeObserver(early, forKeyPath: "station")
      commuter.station = "Gare du Nord"
      commuter.removeObserver(late, forKeyPath: "station")
      commuter.station = "Lille"
    }
    #expect(early.notifications.isEmpty)
    #expect(late.notifications.map { $0.change[.new] as? String } == ["Gare du Nord"])
    let steps = trace.events.map { "\($0.kind.rawValue) \($0.to ?? "-") \($0.label)" }
    let restored = try #require(steps.firstIndex(of: "class-change commuter Commuter"))
    let lastSet = try #require(steps.lastIndex(of: "send commuter setStation:"))
    #expect(steps.filter { $0.hasPrefix("class-change") }.count == 1)
    #expect(steps.contains("notify late station") && !steps.contains("notify early station"))
    #expect(restored < lastSet)
    #expect(trace.events[lastSet].detail == "found in Commuter")
    #expect(trace.events[restored].detail == "from NSKVONotifying_Commuter")
  }
}
