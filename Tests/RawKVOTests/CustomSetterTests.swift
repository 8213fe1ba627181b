import ObjectRuntime
import RawKVO
import Testing

// ANCHOR: thermostat-model
/// A model whose setters do work: one clamps and logs, one notifies by hand.
final class Thermostat: RuntimeObject {
  @Ivar var requests: [Int] = []

  @CustomSetter(set: { (thermostat: Thermostat, newValue: Int, store) in
    thermostat.requests.append(newValue)
    store(min(max(newValue, 5), 30))
  })
  var target = 20

  @CustomSetter(set: { (thermostat: Thermostat, newValue: String, store) in
    thermostat.willChangeValue(forKey: "mode")
    store(newValue)
    thermostat.didChangeValue(forKey: "mode")
  })
  var mode = "heat"
}
// ANCHOR_END: thermostat-model

/// A setter with a body runs on every assignment and, under KVO, notifies exactly once.
@Suite struct CustomSetterTests {
  // ANCHOR: clamping-test
  @Test func aClampingSetterNotifiesOnceWithTheStoredValue() {
    let thermostat = Thermostat()
    let observer = RecordingObserver()
    thermostat.addObserver(observer, forKeyPath: "target", options: [.old, .new])

    thermostat.target = 50

    #expect(thermostat.target == 30)
    #expect(thermostat.requests == [50])
    #expect(observer.notifications.count == 1)
    #expect(observer.notifications[0].old as? Int == 20)
    #expect(observer.notifications[0].new as? Int == 30)
    thermostat.removeObserver(observer, forKeyPath: "target")
  }
  // ANCHOR_END: clamping-test

  @Test func keyValueCodingRunsTheBodyToo() {
    let thermostat = Thermostat()

    thermostat.setValue(-4, forKey: "target")

    #expect(thermostat.target == 5)
    #expect(thermostat.requests == [-4])
  }

  @Test func aBodyThatNotifiesByHandStillNotifiesOnce() {
    let thermostat = Thermostat()
    let observer = RecordingObserver()
    thermostat.addObserver(observer, forKeyPath: "mode", options: [.new, .prior])

    thermostat.mode = "cool"

    #expect(observer.notifications.map(\.isPrior) == [true, false])
    #expect(observer.notifications[1].new as? String == "cool")
    thermostat.removeObserver(observer, forKeyPath: "mode")
  }

  @Test func theBodyRunsOnAnObjectNobodyObserves() {
    let thermostat = Thermostat()

    thermostat.target = 2
    thermostat.target = 25

    #expect(thermostat.target == 25)
    #expect(thermostat.requests == [2, 25])
  }

  @Test func theRuntimeListsTheSetterAsADeclaredMethod() {
    let thermostat = Thermostat()

    #expect(object_getClass(thermostat).property(named: "target")?.setterBody != nil)
    #expect(object_getClass(thermostat).property(named: "requests")?.setterBody == nil)
  }
}
