import ExerciseContracts
import ObjectRuntime
import RawKVO

/// Wrong answer to `TableController`: the receptionist registers each observation with its
/// context, but removes it by key path alone. KVO then takes away the receptionist's latest
/// registration for that key path on the object, which is another controller's when two
/// observe the same key path: freeing the first silences the second.
public final class ReceptionistRemovingTheLatest: TableControllerContract {
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
  private var receptionist: LatestRemovingReceptionist { .shared }

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

/// The object KVO calls for every controller's observations, never freed; it removes a
/// registration by key path, without its context.
final class LatestRemovingReceptionist: RuntimeObject, @unchecked Sendable {
  static let shared = LatestRemovingReceptionist()

  private let entries = Locked<
    [UnsafeMutableRawPointer: WeakReference<ReceptionistRemovingTheLatest.Entry>]
  >(
    [:])

  func register(_ entry: ReceptionistRemovingTheLatest.Entry, options: KeyValueObservingOptions) {
    entries.withLock { $0[entry.context] = WeakReference(entry) }
    entry.object.addObserver(
      self, forKeyPath: entry.keyPath, options: options, context: entry.context)
  }

  func unregister(_ entry: ReceptionistRemovingTheLatest.Entry) {
    entries.withLock { $0[entry.context] = nil }
    entry.object.removeObserver(self, forKeyPath: entry.keyPath)
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard let context, let entry = entries.withLock({ $0[context]?.object }) else { return }
    entry.handler(change ?? [:])
  }
}
