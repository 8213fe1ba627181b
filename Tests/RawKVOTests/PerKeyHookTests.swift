import ObjectRuntime
import RawKVO
import Testing

// ANCHOR: per-key-model
/// A model that declares its KVO hooks key by key, as class methods found by name.
class Thermometer: RuntimeObject {
  @Property var celsius = 0.0
  @Property var calibration = 0.0
  @Derived({ (thermometer: Thermometer) in thermometer.celsius * 9 / 5 + 32 })
  var fahrenheit: Double

  override class var classMethods: [ClassMethod] {
    [
      .keyPathsForValuesAffecting("fahrenheit", ["celsius"]),
      .automaticallyNotifiesObserversOf("calibration", false),
    ]
  }
}
// ANCHOR_END: per-key-model

/// A subclass that declares nothing: it inherits the class methods.
final class OutdoorThermometer: Thermometer {}

/// A subclass with class methods of its own: its superclass's stay visible, as inherited class
/// methods are in Objective-C.
final class WallThermometer: Thermometer {
  override class var classMethods: [ClassMethod] {
    [.automaticallyNotifiesObserversOf("celsius", false)]
  }
}

/// A subclass that overrides the general method and does not call `super`: the per-key class
/// methods are never asked.
final class OverridingThermometer: Thermometer {
  override class func keyPathsForValuesAffectingValue(forKey key: String) -> Set<String> {
    key == "fahrenheit" ? ["calibration"] : []
  }
}

/// Foundation's default `keyPathsForValuesAffectingValue(forKey:)` and
/// `automaticallyNotifiesObservers(forKey:)` look for `keyPathsForValuesAffecting<Key>` and
/// `automaticallyNotifiesObserversOf<Key>` first.
@Suite struct PerKeyHookTests {
  @Test func aPerKeyAffectingMethodMakesADependentKey() {
    let thermometer = Thermometer()
    let observer = RecordingObserver()
    thermometer.addObserver(observer, forKeyPath: "fahrenheit", options: [.new])

    thermometer.celsius = 100

    #expect(observer.notifications.map { $0.new as? Double } == [212])
    thermometer.removeObserver(observer, forKeyPath: "fahrenheit")
  }

  @Test func aPerKeyNotificationSwitchSilencesThatKeysSetterOnly() {
    let thermometer = Thermometer()
    let observer = RecordingObserver()
    thermometer.addObserver(observer, forKeyPath: "calibration")
    thermometer.addObserver(observer, forKeyPath: "celsius")

    thermometer.calibration = 0.5
    thermometer.celsius = 20

    #expect(observer.notifications.map(\.keyPath) == ["celsius"])
    thermometer.removeObserver(observer, forKeyPath: "calibration")
    thermometer.removeObserver(observer, forKeyPath: "celsius")
  }

  @Test func subclassesInheritPerKeyClassMethods() {
    #expect(OutdoorThermometer.keyPathsForValuesAffectingValue(forKey: "fahrenheit") == ["celsius"])
    #expect(!OutdoorThermometer.automaticallyNotifiesObservers(forKey: "calibration"))
  }

  @Test func aSubclassDeclaringItsOwnClassMethodsStillInheritsItsSuperclasss() {
    _ = WallThermometer()

    #expect(WallThermometer.keyPathsForValuesAffectingValue(forKey: "fahrenheit") == ["celsius"])
    #expect(!WallThermometer.automaticallyNotifiesObservers(forKey: "celsius"))
    #expect(!WallThermometer.automaticallyNotifiesObservers(forKey: "calibration"))
  }

  @Test func anOverrideOfTheGeneralMethodTakesPrecedence() {
    let thermometer = OverridingThermometer()
    let observer = RecordingObserver()
    thermometer.addObserver(observer, forKeyPath: "fahrenheit")

    thermometer.celsius = 30
    thermometer.willChangeValue(forKey: "calibration")
    thermometer.didChangeValue(forKey: "calibration")

    #expect(observer.notifications.count == 1)
    thermometer.removeObserver(observer, forKeyPath: "fahrenheit")
  }

  @Test func aClassWithoutPerKeyMethodsKeepsTheDefaults() {
    #expect(Ticket.keyPathsForValuesAffectingValue(forKey: "seat").isEmpty)
    #expect(Ticket.automaticallyNotifiesObservers(forKey: "seat"))
  }
}
