import ObjectRuntime

/// Observing with blocks: the hand-written KVO's whole public surface.
extension RuntimeObject {
  // ANCHOR: add
  /// Calls `block` after every change to `key` made through its setter, on a global queue.
  ///
  /// Raises `NSInvalidArgumentException` when the object's class has no setter for `key`. The
  /// object moves into the prefixed subclass of its class, which gets an observing setter for
  /// `key`, and the registration joins the object's records. The observer is held weakly.
  public func addObserver(
    _ observer: RuntimeObject, forKey key: String, withBlock block: @escaping ObservingBlock
  ) {
    let setter = Selector.setter(forKey: key)
    guard reportedClass.instancesRespond(to: setter) else {
      RuntimeException.raise(
        .invalidArgument, "Object \(self) does not have a setter for key \(key)")
    }
    let subclass = PrefixedSubclass.move(self)
    ObservingSetter.install(setter, in: subclass)
    let record = ObservationRecord(observer: observer, key: key, block: block)
    ObservationRecords.of(self).update { $0.append(record) }
  }
  // ANCHOR_END: add

  // ANCHOR: remove
  /// Removes the first registration of `observer` for `key`; does nothing when there is none.
  /// The object stays in the prefixed subclass and the observing setter stays installed.
  public func removeObserver(_ observer: RuntimeObject, forKey key: String) {
    // snippet.hide
    var removedTheLast = false
    // snippet.show
    ObservationRecords.existing(for: self)?.update { records in
      guard let index = records.firstIndex(where: { $0.observer === observer && $0.key == key })
      else { return }
      records.remove(at: index)
      // snippet.hide
      removedTheLast = records.isEmpty
      // snippet.show
    }
    // snippet.hide
    if removedTheLast, let repairs = ObservationRecords.existing(for: self)?.repairs {
      repairs.pieces.lastObserverLeft(self, repairs.movedInto)
    }
    // snippet.show
  }
  // ANCHOR_END: remove
}
