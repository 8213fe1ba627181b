import ExerciseContracts
import ObjectRuntime
import RawKVO

/// Wrong answer to `TableController`: one receptionist, never freed, with a table of entries
/// by context, but no lock around the table. Controllers observing on two threads at once
/// change it together, and an entry filed by one thread is lost to the other's write, or the
/// table is torn.
public final class ReceptionistWithAnUnguardedTable: TableControllerContract {
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
  private var receptionist: UnguardedReceptionist { .shared }

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

/// The object KVO calls for every controller's observations, never freed; its table is
/// shared by every thread with nothing to keep them apart.
final class UnguardedReceptionist: RuntimeObject, @unchecked Sendable {
  static let shared = UnguardedReceptionist()

  /// Not behind a lock: the class is marked `@unchecked Sendable`, which quiets the compiler
  /// and guards nothing.
  private var entries:
    [UnsafeMutableRawPointer: WeakReference<ReceptionistWithAnUnguardedTable.Entry>] =
      [:]

  func register(_ entry: ReceptionistWithAnUnguardedTable.Entry, options: KeyValueObservingOptions)
  {
    entries[entry.context] = WeakReference(entry)
    entry.object.addObserver(
      self, forKeyPath: entry.keyPath, options: options, context: entry.context)
  }

  func unregister(_ entry: ReceptionistWithAnUnguardedTable.Entry) {
    entries[entry.context] = nil
    entry.object.removeObserver(self, forKeyPath: entry.keyPath, context: entry.context)
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard let context, let entry = entries[context]?.object else { return }
    entry.handler(change ?? [:])
  }
}
