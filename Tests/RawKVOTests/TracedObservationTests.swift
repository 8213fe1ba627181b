import ObjectRuntime
import RawKVO
import Testing

/// A model no other test observes, so that its first observation happens in this suite: the
/// notifying subclass is made once per class in a process.
final class Traveller: RuntimeObject {
  @Property var city = ""
}

/// What the runtime does when an object is first observed, changed and let go, recorded as a
/// trace the chapter draws.
@Suite struct TracedObservationTests {
  @Test func theFirstObservationMakesASubclassSwapsTheClassAndNotifies() {
    let traveller = Traveller()
    let observer = RecordingObserver()
    let trace = Trace.record { trace in
      trace.name(traveller, "traveller")
      trace.name(observer, "observer")
      traveller.addObserver(observer, forKeyPath: "city", options: [.new], context: nil)
      traveller.city = "Lyon"
      traveller.removeObserver(observer, forKeyPath: "city")
    }
    let steps = trace.events.map { "\($0.kind.rawValue) \($0.to ?? "-") \($0.label)" }
    let made = steps.firstIndex(of: "class-created - NSKVONotifying_Traveller")
    let registered = steps.firstIndex(of: "class-registered - NSKVONotifying_Traveller")
    let swapped = steps.firstIndex(of: "class-change traveller NSKVONotifying_Traveller")
    let set = steps.firstIndex(of: "send traveller setCity:")
    let notified = steps.firstIndex(of: "notify observer city")
    let restored = steps.firstIndex(of: "class-change traveller Traveller")
    #expect(made != nil && registered != nil && swapped != nil)
    #expect(made! < registered! && registered! < swapped! && swapped! < set!)
    #expect(set! < notified! && notified! < restored!)
    #expect(steps.contains("method-added - setCity:"))
    let setter = trace.events[set!]
    #expect(setter.depth == 0 && setter.from == nil)
    #expect(setter.detail == "found in NSKVONotifying_Traveller")
    #expect(trace.events[notified!].from == "traveller")
    #expect(trace.events[notified!].detail == "new Lyon")
    #expect(
      trace.events.contains { $0.kind == .superSend && $0.label == "setCity:" && $0.depth == 1 })
    #expect(trace.objects.first { $0.name == "traveller" }?.className == "Traveller")
    #expect(!trace.events.contains { $0.to?.hasPrefix("Traveller#") ?? false })
  }

  @Test func unnamedObjectsAreCalledAfterTheirClassAndNumbered() {
    let first = Person()
    let second = Person()
    let trace = Trace.record { _ in
      first.firstName = "Ada"
      second.firstName = "Grace"
      first.firstName = "Ada Lovelace"
    }
    let receivers = trace.events.filter { $0.kind == .send && $0.depth == 0 }.map { $0.to ?? "" }
    #expect(receivers == ["Person#1", "Person#2", "Person#1"])
  }

  @Test func nothingIsRecordedOutsideTheBlockOrFromAnotherTask() async {
    let person = Person()
    person.firstName = "before"
    let trace = Trace.record { _ in
      person.lastName = "inside"
    }
    await Task.detached { person.age = 3 }.value
    #expect(
      trace.events.filter { $0.kind == .send && $0.depth == 0 }.map(\.label) == ["setLastName:"])
  }
}
