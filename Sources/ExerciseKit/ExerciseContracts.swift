import KVOController
import ObjectRuntime
import RACKVO
import RawKVO
import SwizzledKVO

/// Exercise `runtime-shouting-subclass`: make a class at run time.
public protocol ShoutingSubclassExercise {
  /// Makes and registers a subclass of `base` called `name` whose `text` getter answers the
  /// original text in capitals, and whose `class` answers `base`, so the object still reports
  /// its original class.
  static func makeShoutingSubclass(of base: RuntimeClass, named name: String) -> RuntimeClass
}

/// Exercise `runtime-visit-counter`: keep per-object state with an associated object.
public protocol VisitCounterExercise: Sendable {
  /// Counts one visit to `object`; visits may come from several threads at once.
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

/// Exercise `swizzled-synchronous-delivery`: run the blocks before the setter returns.
public protocol SynchronousDeliveryExercise: SendableMetatype {
  /// Hands the calls one change makes to their blocks; they come in registration order.
  static func deliver(_ deliveries: [Delivery])
}

/// Exercise `swizzled-dead-observers`: a freed observer's block never runs again.
public protocol DeadObserversExercise: SendableMetatype {
  /// The records a change to `key` calls, in registration order, chosen from all of the
  /// object's records; records removed from `records` are gone for good.
  static func recordsToCall(
    forKey key: String, in records: inout [ObservationRecord]
  ) -> [ObservationRecord]
}

/// Exercise `swizzled-restore-class`: the object goes back when its last observer leaves.
public protocol RestoreClassExercise: SendableMetatype {
  /// Runs when the last observer has left `object`, which was moved into `subclass`.
  static func lastObserverLeft(_ object: RuntimeObject, movedInto subclass: RuntimeClass)
}

/// Exercise `swizzled-guard-records`: records that no second thread can split a change of.
public protocol GuardedRecordsExercise: AnyObject, Sendable {
  /// Makes an empty list of records, to be guarded with `lock`.
  init(lock: RecordsLock)
  /// Reads the records, lets `change` change them, and writes them back, as one step that no
  /// other thread's update can come between.
  func update(_ change: (inout [ObservationRecord]) -> Void)
  /// The records now.
  var records: [ObservationRecord] { get }
}

/// Exercise `controller-find-the-cycle`: a label kept up to date by its `KVOController`.
public protocol FindTheCycleExercise: RuntimeObject {
  /// Makes a label that shows `sensor`'s temperature from now on.
  init(showing sensor: ExerciseSensor)
  /// What the label shows: the temperature, as `21 °C`.
  var text: String { get }
}

/// Exercise `controller-strict-observe`: a controller that refuses a second callback.
public protocol StrictObservingExercise: AnyObject {
  /// Makes a controller whose blocks receive `observer`.
  init(observer: RuntimeObject)
  /// Observes `keyPath` on `object` with `block`, or throws ``AlreadyObserved`` when this
  /// controller already observes that key path on that very object.
  func observe(
    _ object: RuntimeObject, keyPath: String, block: @escaping KVONotificationBlock
  ) throws(AlreadyObserved)
  /// Stops observing `keyPath` on `object`; it may then be observed again.
  func unobserve(_ object: RuntimeObject, keyPath: String)
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

/// Exercise `hashtable-cheap-removal`: a one-table controller whose `unobserve(_:)` reads only
/// the observations of the object it removes.
public protocol CheapRemovalExercise: AnyObject {
  /// A controller that keeps every observation it makes in `table`, and is KVO's observer for
  /// each of them. Freeing it stops them all.
  init(table: ObservationTable)
  /// Observes `keyPath` on `object`, calling `handler` with each change; a key path already
  /// observed on that object does nothing.
  func observe(
    _ object: RuntimeObject, keyPath: String,
    handler: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void)
  /// Stops observing `keyPath` on `object`.
  func unobserve(_ object: RuntimeObject, keyPath: String)
  /// Stops every observation of `object`.
  func unobserve(_ object: RuntimeObject)
}

/// What a trampoline of chapter 5's exercises calls: the value the notification is about (the
/// new value after a change, the old one before it; `nil` for no value) and KVO's change.
public typealias TrampolineValueBlock = (_ value: Any?, _ change: [KeyValueChangeKey: Any]) ->
  Void

/// Exercise `rac-prior`: a trampoline whose block can hear of a change before it happens.
public protocol PriorTrampolineExercise: Disposable {
  /// Starts observing `key` on `target` through ``RACKVOProxy/sharedProxy``. `block` gets the
  /// new value after each change; with `.prior` in `options` it also gets the old value before
  /// each change, in a change marked `.notificationIsPrior`. Without `.prior`, nothing reaches
  /// it before a change.
  init(
    target: RuntimeObject, key: String, options: KeyValueObservingOptions,
    block: @escaping TrampolineValueBlock)
}

/// Exercise `rac-either-side`: an observation that ends when either object it joins goes.
public protocol EitherSideExercise {
  /// Observes `key` on `target` with `block` until the returned disposable is disposed or
  /// `target` or `observer` begins to deallocate, whichever comes first. Dropping the returned
  /// disposable does not end it; once it has ended, nothing keeps its trampoline.
  static func observe(
    _ key: String, on target: RuntimeObject, observer: RuntimeObject,
    block: @escaping ExerciseTrampoline.Block
  ) -> any Disposable
}

/// Exercise `rac-channel-echo`: a channel to a key that does not hear its own writes.
public protocol EchoFreeChannelExercise: AnyObject {
  /// A channel to `key` on `target`. The key's current value, then every change someone else
  /// makes to it, reach the following terminal's subscribers; every value sent into the
  /// following terminal is set on the key, and the change that write causes is not sent back.
  init(target: RuntimeObject, key: String)
  /// The end a view subscribes to, and sends its own values into.
  var followingTerminal: ChannelTerminal<Any?> { get }
}

/// Exercise `kvo-two-way-binding`: two objects whose key path stays equal, through raw KVO.
public protocol TwoWayBindingExercise: AnyObject {
  /// Binds `keyPath` of `first` and `second`: `second` takes `first`'s value at once, and from
  /// then on a change to either is copied to the other, once.
  init(_ first: RuntimeObject, _ second: RuntimeObject, keyPath: String)
  /// Ends the binding in both directions; calling it again does nothing. A binding that is
  /// freed unbinds itself.
  func unbind()
}

/// Exercise `swizzled-reentrant-delivery`: synchronous delivery that a block can change.
public protocol ReentrantDeliveryExercise: AnyObject, Sendable {
  /// An empty list of blocks.
  init()
  /// Adds `block`, to be called with every value sent from now on, and answers the token that
  /// removes it.
  func add(_ block: @escaping @Sendable (String) -> Void) -> Int
  /// Removes the block added under `token`; it is not called again, even by a send under way.
  func remove(_ token: Int)
  /// Calls each block added before this send began and not removed by the time its turn comes,
  /// in the order they were added, on this thread, before returning. A block may add or remove
  /// blocks, or wait for another thread that does.
  func send(_ value: String)
}

/// Exercise `controller-weak-keyed-table`: a table whose keys are held weakly.
public protocol WeakKeyedTableExercise: AnyObject, Sendable {
  /// An empty table.
  init()
  /// Stores `value` under `key`, replacing what was there. The key is held weakly and compared
  /// by identity; the value is held strongly until the key is freed.
  func set(_ value: AnyObject, for key: RuntimeObject)
  /// The value stored under this very key, if the key has one.
  func value(for key: RuntimeObject) -> AnyObject?
  /// How many keys still alive have a value.
  var count: Int { get }
}

/// Exercise `rac-two-key-path`: `swatch.color` observed one key at a time, with trampolines.
public protocol TwoKeyPathExercise {
  /// Observes `swatch.color` on `palette`: `block` hears the color the path leads to (`nil`
  /// when there is no swatch or no color) once at the start and after each change of either
  /// key. A swatch the palette no longer holds is not heard and keeps no registration. The
  /// returned disposable ends everything.
  static func observeSwatchColor(
    of palette: ExercisePalette, block: @escaping @Sendable (String?) -> Void
  ) -> any Disposable
}

/// Exercise `hashtable-initial-unobserve`: a controller whose handlers may unobserve from their
/// `.initial` call, which KVO makes before the registration is recorded.
public protocol InitialUnobserveExercise: AnyObject {
  /// A controller that is KVO's observer for everything it observes.
  init()
  /// Observes `keyPath` on `object` with `options`, calling `handler` with each change (with
  /// `.initial`, once before this returns); a key path already observed on the object does
  /// nothing.
  func observe(
    _ object: RuntimeObject, keyPath: String, options: KeyValueObservingOptions,
    handler: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void)
  /// Stops observing `keyPath` on `object`, from anywhere: even from the handler's `.initial`
  /// call, before `observe` has returned.
  func unobserve(_ object: RuntimeObject, keyPath: String)
}
