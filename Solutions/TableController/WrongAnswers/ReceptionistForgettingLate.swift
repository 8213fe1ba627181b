import ExerciseContracts
import ObjectRuntime
import RawKVO

/// Wrong answer to `TableController`: the receptionist is shared and never freed, but it
/// removes an observation from KVO before it forgets the entry. A change on another thread
/// between the two still finds the entry of a controller that is being freed, and calls it.
public final class ReceptionistForgettingLate: TableControllerContract {
  /// One observation: an object, a key path and what to call.
  final class Entry {
    let object: RuntimeObject
    let keyPath: String
    let handler: @Sendable ([KeyValueChangeKey: Any]) -> Void

    init(
      object: RuntimeObject, keyPath: String,
      handler: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void
    ) {
      self.object = object
      self.keyPath = keyPath
      self.handler = handler
    }

    /// The context the observation is registered with: the entry's own address.
    var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
  }

  private let entries = Locked<[Entry]>([])
  private var receptionist: LateReceptionist { .shared }

  public init() {}

  public func observe(
    _ object: RuntimeObject, keyPath: String, options: KeyValueObservingOptions,
    handler: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void
  ) {
    let entry = Entry(object: object, keyPath: keyPath, handler: handler)
    entries.withLock { $0.append(entry) }
    receptionist.register(entry, options: options)
  }

  public func unobserve(_ object: RuntimeObject) {
    let removed = entries.withLock { list in
      defer { list.removeAll { $0.object === object } }
      return list.filter { $0.object === object }
    }
    for entry in removed { receptionist.unregister(entry) }
  }

  deinit {
    for entry in entries.withLock({ $0 }) { receptionist.unregister(entry) }
  }
}

/// The object KVO calls for every controller's observations, never freed.
final class LateReceptionist: RuntimeObject, @unchecked Sendable {
  static let shared = LateReceptionist()

  private let entries = Locked<
    [UnsafeMutableRawPointer: WeakReference<ReceptionistForgettingLate.Entry>]
  >(
    [:])

  func register(_ entry: ReceptionistForgettingLate.Entry, options: KeyValueObservingOptions) {
    entries.withLock { $0[entry.context] = WeakReference(entry) }
    entry.object.addObserver(
      self, forKeyPath: entry.keyPath, options: options, context: entry.context)
  }

  func unregister(_ entry: ReceptionistForgettingLate.Entry) {
    entry.object.removeObserver(self, forKeyPath: entry.keyPath, context: entry.context)
    entries.withLock { $0[entry.context] = nil }
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard let context, let entry = entries.withLock({ $0[context]?.object }) else { return }
    entry.handler(change ?? [:])
  }
}
