import ObjectRuntime

private let deallocDisposableKey = AssociationKey("RACKVO.deallocDisposable")
private let willDeallocSubjectKey = AssociationKey("RACKVO.willDeallocSubject")

/// Deallocation as disposables and signals (`NSObject+RACDeallocating`).
extension RuntimeObject {
  // ANCHOR: dealloc-disposable
  /// A bag disposed at the start of this object's teardown, while the object can still be read
  /// (`rac_deallocDisposable`). Made on first use, once, even when two threads ask at once.
  ///
  /// ReactiveObjC swizzles `-dealloc` once per class to get there; the runtime's deallocation
  /// hooks give us the same moment without touching the class.
  public var rac_deallocDisposable: CompoundDisposable {
    var made = false
    let bag = associatedObject(forKey: deallocDisposableKey) { () -> CompoundDisposable in
      made = true
      return CompoundDisposable()
    }
    if made {
      addDeallocationHook { object in
        // snippet.hide
        Trace.active?.note(.call, on: bag, from: object, label: "dispose")
        // snippet.show
        bag.dispose()
      }
    }
    return bag
  }
  // ANCHOR_END: dealloc-disposable

  // ANCHOR: will-dealloc-signal
  /// A signal that sends no values and completes when this object begins to deallocate
  /// (`rac_willDeallocSignal`). It replays: subscribing after the object began to go away
  /// completes at once.
  public var rac_willDeallocSignal: Signal<Never> {
    var made = false
    let subject = associatedObject(forKey: willDeallocSubjectKey) { () -> ReplaySubject<Never> in
      made = true
      return ReplaySubject()
    }
    if made {
      rac_deallocDisposable.add(ActionDisposable { subject.sendCompleted() })
    }
    return subject.signal
  }
  // ANCHOR_END: will-dealloc-signal
}
