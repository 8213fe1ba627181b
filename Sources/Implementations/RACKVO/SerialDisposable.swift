import ObjectRuntime

/// A slot holding one disposable at a time (`RACSerialDisposable`).
///
/// Swapping a new one in hands the old one back, undisposed, for the caller to dispose. Once
/// the slot is disposed, anything swapped in is disposed at once.
public final class SerialDisposable: Disposable, @unchecked Sendable {
  private struct Slot {
    var current: (any Disposable)?
    var isDisposed = false
  }

  private let slot: Locked<Slot>

  public init(_ disposable: (any Disposable)? = nil) {
    slot = Locked(Slot(current: disposable))
  }

  public var isDisposed: Bool { slot.withLock { $0.isDisposed } }

  /// The disposable in the slot, or `nil` once the slot is disposed.
  public var disposable: (any Disposable)? { slot.withLock { $0.current } }

  // ANCHOR: serial-swap-in
  /// Puts `disposable` in the slot and returns the one it replaces. If the slot is already
  /// disposed, disposes `disposable` instead and returns `nil`.
  @discardableResult
  public func swapIn(_ disposable: (any Disposable)?) -> (any Disposable)? {
    let (accepted, old) = slot.withLock { slot -> (Bool, (any Disposable)?) in
      guard !slot.isDisposed else { return (false, nil) }
      defer { slot.current = disposable }
      return (true, slot.current)
    }
    if !accepted { disposable?.dispose() }
    return old
  }
  // ANCHOR_END: serial-swap-in

  // ANCHOR: serial-dispose
  public func dispose() {
    let old = slot.withLock { slot -> (any Disposable)? in
      defer {
        slot.current = nil
        slot.isDisposed = true
      }
      return slot.isDisposed ? nil : slot.current
    }
    old?.dispose()
  }
  // ANCHOR_END: serial-dispose
}
