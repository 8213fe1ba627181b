import ExerciseContracts
import ObjectRuntime
import RawKVO

/// Wrong answer to `TableController`: the receptionist and its weak table are right, but
/// a controller freed without `unobserve` leaves its registrations on the objects.
public final class ReceptionistForgettingInDeinit: TableControllerContract {
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

  public init() {}

  public func observe(
    _ object: RuntimeObject, keyPath: String, options: KeyValueObservingOptions,
    handler: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void
  ) {
    let entry = Entry(object: object, keyPath: keyPath, handler: handler)
    entries.withLock { $0.append(entry) }
    ForgetfulReceptionist.shared.register(entry, options: options)
  }

  public func unobserve(_ object: RuntimeObject) {
    let removed = entries.withLock { list in
      defer { list.removeAll { $0.object === object } }
      return list.filter { $0.object === object }
    }
    for entry in removed { ForgetfulReceptionist.shared.unregister(entry) }
  }

}

/// The one object KVO calls for every ``ReceptionistForgettingInDeinit``. It lives as long as the
/// process, so KVO can never reach it after it is gone; it holds the entries weakly, by context.
final class ForgetfulReceptionist: RuntimeObject, @unchecked Sendable {
  static let shared = ForgetfulReceptionist()

  private let entries = Locked<
    [UnsafeMutableRawPointer: WeakReference<ReceptionistForgettingInDeinit.Entry>]
  >(
    [:])

  func register(_ entry: ReceptionistForgettingInDeinit.Entry, options: KeyValueObservingOptions) {
    entries.withLock { $0[entry.context] = WeakReference(entry) }
    entry.object.addObserver(
      self, forKeyPath: entry.keyPath, options: options, context: entry.context)
  }

  func unregister(_ entry: ReceptionistForgettingInDeinit.Entry) {
    entries.withLock { $0[entry.context] = nil }
    entry.object.removeObserver(self, forKeyPath: entry.keyPath, context: entry.context)
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard let context, let entry = entries.withLock({ $0[context]?.object }) else { return }
    entry.handler(change ?? [:])
  }
}
