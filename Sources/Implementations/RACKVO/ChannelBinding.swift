import ObjectRuntime

// ANCHOR: channel-to
/// `RACChannelTo(TARGET, KEYPATH, NILVALUE)` used as a value: the following terminal of a new
/// ``RACKVOChannel`` to `keyPath` on `target`. Subscribe to it for the current value and every
/// change; send into it to set the property.
public func RACChannelTo(
  _ target: RuntimeObject?, _ keyPath: String, nilValue: Any? = nil
) -> ChannelTerminal<Any?> {
  RACKVOChannel(target: target, keyPath: keyPath, nilValue: nilValue).followingTerminal
}
// ANCHOR_END: channel-to

extension ChannelTerminal {
  // ANCHOR: bind
  /// `RACChannelTo(…) = RACChannelTo(…)`: binds this terminal's property to `other`'s, both
  /// ways. This side takes `other`'s current value at once; after that, a change on either side
  /// is set on the other. The binding ends when either channel does, which for KVO channels is
  /// when either object begins to deallocate. Disposing the result stops the flow earlier; the
  /// channels themselves, and their observations, still last until their objects go.
  @discardableResult
  public func bind(to other: ChannelTerminal) -> any Disposable {
    let inbound = other.signal.subscribe(self)
    let outbound = signal.skip(1).subscribe(other)
    return CompoundDisposable([inbound, outbound])
  }
  // ANCHOR_END: bind
}
