import ObjectRuntime

/// The message the runtime exercises work on, shared by the starters, the solutions and the
/// tests so that each exercise is only about its own gap.
public final class ExerciseMessage: RuntimeObject {
  @Property public var text: String?
}

/// A thermostat the observing exercises watch. Its `temperature` does not notify by itself:
/// whoever sets it sends the will/did pair.
public final class ExerciseThermostat: RuntimeObject {
  @Property public var temperature = 20
  @Property public var mode = "heat"

  public override class func automaticallyNotifiesObservers(forKey key: String) -> Bool {
    key == "temperature" ? false : super.automaticallyNotifiesObservers(forKey: key)
  }
}
