import ObjectRuntime
import RawKVO

/// A channel whose leading end is a key path on an object (`RACKVOChannel`): the key path's
/// current value and every change to it are sent to the following terminal's subscribers, and
/// every value sent into the following terminal is set at the key path.
///
/// A value the channel sets itself is not sent back out: that is what lets two of them bind two
/// objects both ways without bouncing a change between them forever. A `nil` sent in is set as
/// `nilValue` instead, so a property that cannot hold `nil` still gets a value. The channel
/// completes when the target begins to deallocate, and lives until it completes.
public final class RACKVOChannel: Channel<Any?>, @unchecked Sendable {
  private let target: WeakReference<RuntimeObject>
  /// The key path without its last key, `nil` for a single key: where the object to set lives.
  private let ownerPath: String?
  private let lastKey: String
  private let nilValue: Any?

  // ANCHOR: kvo-channel
  /// A channel to `keyPath` on `target`. A `nil` target gives a channel that has completed.
  public init(target: RuntimeObject?, keyPath: String, nilValue: Any? = nil) {
    precondition(!keyPath.isEmpty, "RACKVOChannel needs a key path")
    let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false)
    self.target = WeakReference(target)
    ownerPath = keys.count > 1 ? keys.dropLast().joined(separator: ".") : nil
    lastKey = String(keys.last!)
    self.nilValue = nilValue
    super.init()
    guard let target else {
      leadingTerminal.sendCompleted()
      return
    }
    connect(to: target, keyPath: keyPath)
  }
  // ANCHOR_END: kvo-channel

  // ANCHOR: kvo-channel-connect
  /// Observes the key path into the following terminal, writes what the leading terminal
  /// receives, and ends the channel when the target begins to go. The observation and the
  /// subscription hold the channel strongly: it lives as long as they do.
  private func connect(to target: RuntimeObject, keyPath: String) {
    let observation = target.rac_observeKeyPath(keyPath, options: .initial, observer: nil) {
      [self] value, _, causedByDealloc, affectedOnlyLastComponent in
      if !causedByDealloc && affectedOnlyLastComponent && ChannelOwnWrites.takeEcho(for: self) {
        return
      }
      leadingTerminal.sendNext(value)
    }
    leadingTerminal.subscribe(
      next: { [self] value in write(value) },
      error: { error in
        observation.dispose()
        assertionFailure("RACKVOChannel received an error: \(error)")
      },
      completed: { observation.dispose() })
    target.rac_deallocDisposable.add(
      ActionDisposable { [weak self] in self?.leadingTerminal.sendCompleted() })
  }
  // ANCHOR_END: kvo-channel-connect

  // ANCHOR: kvo-channel-write
  /// Sets `value`, or `nilValue` for `nil`, on the object that holds the last key, marking the
  /// change as this channel's own. With no such object, because the target is gone or an
  /// intermediate is `nil`, there is nothing to set and the value is dropped.
  private func write(_ value: Any?) {
    guard let target = target.object else { return }
    let owner: RuntimeObject? =
      if let ownerPath { target.value(forKeyPath: ownerPath) as? RuntimeObject } else { target }
    guard let owner else { return }
    ChannelOwnWrites.expectEcho(for: self)
    owner.setValue(value ?? nilValue, forKey: lastKey)
  }
  // ANCHOR_END: kvo-channel-write
}
