import ObjectRuntime
import RACKVO
import RawKVO

// ANCHOR: field-model
/// What the channel tests bind: a form field, with a property of each kind a binding meets.
final class RACField: RuntimeObject, @unchecked Sendable {
  @Property var text: String?
  @Property var count = 0
  @Property var detail: RACField?
  @Weak var linked: RACField?
}
// ANCHOR_END: field-model

/// Writes down what a channel terminal sends.
final class TerminalRecorder: @unchecked Sendable {
  private let nexts = Locked<[Any?]>([])
  private let ended = Locked(false)

  var values: [Any?] { nexts.withLock { $0 } }
  /// The values as text, `nil` for none.
  var texts: [String?] { values.map { $0.map { String(describing: $0) } } }
  var isCompleted: Bool { ended.withLock { $0 } }

  @discardableResult
  func subscribe(to terminal: ChannelTerminal<Any?>) -> any Disposable {
    terminal.subscribe(
      next: { value in self.nexts.withLock { $0.append(value) } },
      completed: { self.ended.withLock { $0 = true } })
  }
}

/// Counts each change KVO reports for one key of one object, for checking "exactly once".
func recordChanges(of object: RuntimeObject, _ keyPath: String) -> RACKVORecorder {
  let recorder = RACKVORecorder()
  object.rac_observeKeyPath(keyPath, options: .new, observer: nil, block: recorder.block)
  return recorder
}

/// A dimmer whose `level` notifies by hand, and only when the level really changes: setting
/// the level it already has sends no notification at all.
final class RACDimmer: RuntimeObject, @unchecked Sendable {
  @CustomSetter(set: { (dimmer: RACDimmer, newValue: Int, store) in
    guard dimmer.value(forKey: "level") as? Int != newValue else { return }
    dimmer.willChangeValue(forKey: "level")
    store(newValue)
    dimmer.didChangeValue(forKey: "level")
  })
  var level = 3

  override class func automaticallyNotifiesObservers(forKey key: String) -> Bool {
    key == "level" ? false : super.automaticallyNotifiesObservers(forKey: key)
  }
}
