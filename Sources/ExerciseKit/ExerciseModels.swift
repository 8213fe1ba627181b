import ObjectRuntime
import RawKVO

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

/// The letter chapter 2's exercises observe with blocks, a model no other test observes. It is
/// `Sendable` so that a block may capture one; the runtime guards its storage.
public final class ExerciseLetter: RuntimeObject, @unchecked Sendable {
  @Property public var text: String?
  @Property public var title: String?
}

/// The sensor chapter 3's exercises observe through a controller.
public final class ExerciseSensor: RuntimeObject {
  @Property public var temperature = 20
}

/// A card equal to any card with the same name, as a model that overrides `isEqual:` is: two
/// distinct cards can be equal by value.
public final class ExerciseCard: RuntimeObject, Hashable {
  @Property public var name = ""
  @Property public var rank = 0

  public static func == (lhs: ExerciseCard, rhs: ExerciseCard) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// What a strict controller throws when a key path is observed a second time on one object.
public struct AlreadyObserved: Error, Equatable {
  /// The key path that is already observed.
  public let keyPath: String

  public init(keyPath: String) {
    self.keyPath = keyPath
  }
}

/// The swatch chapter 5's exercises observe through trampolines, a model no other test
/// observes. Its `color` may be `nil`.
public final class ExerciseSwatch: RuntimeObject, @unchecked Sendable {
  @Property public var color: String?
}

/// The palette chapter 5's key-path exercise observes through its swatch: `swatch.color` is a
/// path of two keys, and the swatch in the middle can be replaced or removed.
public final class ExercisePalette: RuntimeObject, @unchecked Sendable {
  @Property public var swatch: ExerciseSwatch?
}

/// The dimmer chapter 5's channel exercise sets through a channel. Its `level` notifies by hand,
/// and only when the level really changes: setting the level it already has reports nothing,
/// as many models do to spare their observers.
public final class ExerciseDimmer: RuntimeObject, @unchecked Sendable {
  @CustomSetter(set: { (dimmer: ExerciseDimmer, newValue: Int, store) in
    guard dimmer.value(forKey: "level") as? Int != newValue else { return }
    dimmer.willChangeValue(forKey: "level")
    store(newValue)
    dimmer.didChangeValue(forKey: "level")
  })
  public var level = 3

  public override class func automaticallyNotifiesObservers(forKey key: String) -> Bool {
    key == "level" ? false : super.automaticallyNotifiesObservers(forKey: key)
  }
}
