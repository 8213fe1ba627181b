import ExerciseContracts
import ObjectRuntime
import RawKVO

/// Chapter 4 exercise: close the window the hash-table controller leaves open.
///
/// This controller is its own KVO observer, like chapter 4's: it keeps its observations in one
/// table and takes every registration back when it is freed. But a change on another thread can
/// reach for it after its teardown has begun and before its registrations are gone, and KVO then
/// retains an object that is already being freed.
/// Make KVO call an object that is never freed instead: one receptionist for every controller,
/// registered with each observation's address as the context, that looks the observation up in a
/// table that does not keep it alive and drops the notification when it has gone. Run it with
/// `swift run workbook exercise run table-controller`.
public final class TableController: RuntimeObject, TableControllerContract {
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

  public override init() {
    super.init()
  }

  public func observe(
    _ object: RuntimeObject, keyPath: String, options: KeyValueObservingOptions,
    handler: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void
  ) {
    let entry = Entry(object: object, keyPath: keyPath, handler: handler)
    entries.withLock { $0.append(entry) }
    object.addObserver(self, forKeyPath: keyPath, options: options, context: entry.context)
  }

  public func unobserve(_ object: RuntimeObject) {
    let removed = entries.withLock { list in
      defer { list.removeAll { $0.object === object } }
      return list.filter { $0.object === object }
    }
    for entry in removed {
      object.removeObserver(self, forKeyPath: entry.keyPath, context: entry.context)
    }
  }

  public override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    let entry = entries.withLock { list in list.first { $0.context == context } }
    entry?.handler(change ?? [:])
  }

  deinit {
    for entry in entries.withLock({ $0 }) {
      entry.object.removeObserver(self, forKeyPath: entry.keyPath, context: entry.context)
    }
  }
}
