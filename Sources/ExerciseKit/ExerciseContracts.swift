import ObjectRuntime
import RawKVO

/// Exercise `runtime-shouting-subclass`: make a class at run time.
public protocol ShoutingSubclassExercise {
  /// Makes and registers a subclass of `base` called `name` whose `text` getter answers the
  /// original text in capitals, and whose `class` answers `base`, so the object still reports
  /// its original class.
  static func makeShoutingSubclass(of base: RuntimeClass, named name: String) -> RuntimeClass
}

/// Exercise `runtime-visit-counter`: keep per-object state with an associated object.
public protocol VisitCounterExercise {
  /// Counts one visit to `object`.
  static func recordVisit(to object: RuntimeObject)
  /// How many visits `object` has had.
  static func visitCount(of object: RuntimeObject) -> Int
  /// The object that holds `object`'s count, if one has been made: it must be released together
  /// with `object`.
  static func counterStorage(of object: RuntimeObject) -> AnyObject?
}

/// Exercise `kvo-observation-token`: an observation that removes itself.
public protocol ObservationTokenExercise: AnyObject {
  /// Starts observing `keyPath` on `object`, calling `handler` with each new value.
  init(
    observing object: RuntimeObject, keyPath: String, handler: @escaping (Any?) -> Void)
  /// Stops the observation. Calling it again, or freeing the token afterwards, does nothing.
  func invalidate()
}

/// Exercise `kvo-distinct-changes`: notify only when a value really changes.
public protocol DistinctChangesExercise {
  /// Sets the thermostat's temperature so that observers hear about it only when the value
  /// differs from the current one.
  static func setTemperature(_ temperature: Int, on thermostat: ExerciseThermostat)
}

/// Exercise `hashtable-receptionist`: a controller that observes without being KVO's observer.
public protocol ReceptionistExercise: AnyObject {
  /// A controller whose observations run their handlers.
  init()
  /// Observes `keyPath` on `object` with `options`, calling `handler` with each change.
  func observe(
    _ object: RuntimeObject, keyPath: String, options: KeyValueObservingOptions,
    handler: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void)
  /// Stops every observation of `object`.
  func unobserve(_ object: RuntimeObject)
}
