import ObjectRuntime
import Testing

/// A model only the traced dispatch test uses, so that the subclass it makes at run time, and
/// the method caches it fills, are its own.
final class Lantern: RuntimeObject {
  @Property var flame: String?
}

/// What a message send and a super-send do inside the runtime, recorded as a trace the runtime
/// draws.
@Suite struct TracedDispatchTests {
  @Test func aSendWalksTheChainOnceThenTheCacheAnswersAndTheSuperSendReachesTheOriginal() throws {
    let lantern = Lantern()
    lantern.flame = "low"
    let bright = ClassRegistry.shared.allocateClassPair(
      superclass: object_getClass(lantern), name: "BrightLantern")!
    bright.addMethod("flame") { receiver, _, _ in
      (receiver.sendSuper(from: bright, "flame") as? String)?.uppercased()
    }
    bright.registerClassPair()
    var answers: [String?] = []
    let trace = Trace.record { trace in
      trace.name(lantern, "lantern")
      object_setClass(lantern, bright)
      answers.append(lantern.flame)
      answers.append(lantern.flame)
    }
    #expect(answers == ["LOW", "LOW"])
    let steps = trace.events.map { "\($0.kind.rawValue) \($0.label) \($0.detail ?? "")" }
    let firstMiss = try #require(steps.firstIndex(of: "cache-miss flame BrightLantern"))
    let superMiss = try #require(steps.firstIndex(of: "cache-miss flame Lantern"))
    let sends = steps.indices.filter { steps[$0] == "send flame found in BrightLantern" }
    let superSends = steps.indices.filter { steps[$0] == "super-send flame found in Lantern" }
    #expect(steps.first == "class-change BrightLantern from Lantern")
    try #require(sends.count == 2 && superSends.count == 2)
    #expect(firstMiss < sends[0] && sends[0] < superMiss && superMiss < superSends[0])
    #expect(superSends[0] < sends[1])
    #expect(trace.events[superSends[0]].from == "lantern" && trace.events[superSends[0]].depth == 1)
  }
}
