import Foundation
import ObjectRuntime
import RawKVO

/// One level of a key-path observation: a trampoline on the first key of `keyPath`, and
/// whatever hangs off the value that key currently holds (the observation of the rest of the
/// path, the watch for that value's deallocation).
final class KeyPathObservation: @unchecked Sendable {
  // ANCHOR: observation-state
  let keyPath: String
  let head: String
  /// The rest of the path after `head`, or `nil` when the path has one component.
  let tail: String?
  let options: KeyValueObservingOptions
  let observer: WeakReference<RuntimeObject>
  let block: KeyPathChangeBlock
  /// Whether the head is a declared-weak property, whose value can vanish without a setter.
  let watchesDeallocation: Bool
  /// Everything this level set up: the trampoline and `hanging`.
  let all = CompoundDisposable()
  /// A fresh bag for each value the head holds, swapped out when the value changes.
  let hanging = SerialDisposable(CompoundDisposable())
  // ANCHOR_END: observation-state

  init(
    keyPath: String, options: KeyValueObservingOptions, on target: RuntimeObject,
    observer: RuntimeObject?, block: @escaping KeyPathChangeBlock
  ) {
    precondition(!keyPath.isEmpty, "rac_observeKeyPath needs a key path")
    let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
    self.keyPath = keyPath
    self.head = parts[0]
    self.tail = parts.count > 1 ? parts[1] : nil
    self.options = options
    self.observer = WeakReference(observer)
    self.block = block
    self.watchesDeallocation = object_getClass(target).property(named: parts[0])?.isWeak ?? false
    all.add(hanging)
  }

  var isLastComponent: Bool { tail == nil }

  // ANCHOR: observation-start
  /// Registers the trampoline, hangs the observers off the current value, and sends the
  /// initial value if asked.
  func start(on target: RuntimeObject) {
    let trampolineOptions = options.union(.prior).subtracting(.initial)
    let trampoline = RACKVOTrampoline(
      target: target, observer: observer.object, keyPath: head, options: trampolineOptions
    ) { [self] target, _, change in
      headChanged(on: target, change: change)
    }
    if let trampoline { all.add(trampoline) }
    if let value = target.value(forKey: head) {
      hangObservers(on: value)
    }
    if options.contains(.initial) {
      let initial = target.value(forKeyPath: keyPath)
      let change: [KeyValueChangeKey: Any] = [
        .kind: KeyValueChange.setting, .new: initial ?? NSNull(),
      ]
      block(initial, change, false, isLastComponent)
    }
  }
  // ANCHOR_END: observation-start

  // ANCHOR: head-changed
  /// A notification about the head. The prior one tears down what hung off the old value; the
  /// posterior one hangs fresh observers off the new value and reports the path's new value.
  func headChanged(on target: RuntimeObject, change: [KeyValueChangeKey: Any]) {
    if change[.notificationIsPrior] as? Bool == true {
      hanging.disposable?.dispose()
      if options.contains(.prior) {
        block(target.value(forKeyPath: keyPath), change, false, isLastComponent)
      }
      return
    }
    guard let value = target.value(forKey: head) else {
      block(nil, change, false, isLastComponent)
      return
    }
    hanging.swapIn(CompoundDisposable())?.dispose()
    hangObservers(on: value)
    guard let tail else {
      block(value, change, false, true)
      return
    }
    let pathValue =
      if let object = value as? RuntimeObject {
        object.value(forKeyPath: tail)
      } else {
        target.value(forKeyPath: keyPath)
      }
    block(pathValue, change, false, false)
  }
  // ANCHOR_END: head-changed

  // ANCHOR: hang-observers
  /// Hangs off `value` what this level needs there: a watch for its deallocation when the head
  /// is weak, and the observation of the rest of the path.
  private func hangObservers(on value: Any) {
    guard let object = value as? RuntimeObject,
      let bag = hanging.disposable as? CompoundDisposable
    else { return }
    if watchesDeallocation && object !== observer.object {
      reportDeallocation(of: object, into: bag)
    }
    if let tail {
      bag.add(
        object.rac_observeKeyPath(
          tail, options: options.subtracting(.initial), observer: observer.object, block: block))
    }
  }

  /// When `object`, the weak head's value, begins to deallocate, reports the head as set to
  /// `nil`: KVO cannot, because no setter ran.
  private func reportDeallocation(of object: RuntimeObject, into bag: CompoundDisposable) {
    let objectBag = object.rac_deallocDisposable
    let change: [KeyValueChangeKey: Any] = [.kind: KeyValueChange.setting, .new: NSNull()]
    let announce = ActionDisposable { [block, isLastComponent] in
      block(nil, change, true, isLastComponent)
    }
    objectBag.add(announce)
    bag.add(ActionDisposable { objectBag.remove(announce) })
  }
  // ANCHOR_END: hang-observers
}
