import ExerciseContracts
import Foundation
import ObjectRuntime
import RACKVO
import RawKVO

/// Wrong answer to `PriorTrampoline`: passes the options on, but before a change hands the block
/// the change's new value, which a prior notification does not have.
public final class PriorWithTheNewValueBeforeAChange: RuntimeObject, PriorTrampolineContract,
  @unchecked Sendable
{
  private struct State {
    var block: TrampolineValueBlock?
    /// Kept until disposal: this trampoline joins no deallocation bag.
    var target: RuntimeObject?
  }

  /// The key registered on the target.
  public let key: String
  private let state: Locked<State>

  public init(
    target: RuntimeObject, key: String, options: KeyValueObservingOptions,
    block: @escaping TrampolineValueBlock
  ) {
    self.key = key
    state = Locked(State(block: block, target: target))
    super.init()
    RACKVOProxy.sharedProxy.addObserver(self, forContext: context)
    target.addObserver(
      RACKVOProxy.sharedProxy, forKeyPath: key, options: options.union(.new), context: context)
  }

  deinit {
    dispose()
  }

  /// The context the registration is made under: this trampoline's own address.
  private var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  public var isDisposed: Bool { state.withLock { $0.block == nil } }

  public func dispose() {
    let old = state.withLock { state in
      defer { state = State() }
      return state
    }
    guard let target = old.target else { return }
    target.removeObserver(RACKVOProxy.sharedProxy, forKeyPath: key, context: context)
    RACKVOProxy.sharedProxy.removeObserver(self, forContext: context)
  }

  public override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard context == self.context else {
      super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
      return
    }
    let (block, target) = state.withLock { ($0.block, $0.target) }
    guard let block, target != nil else { return }
    let change = change ?? [:]
    if change[.notificationIsPrior] as? Bool == true {
      block(change[.new], change)
    } else {
      block(change[.new].flatMap { $0 is NSNull ? nil : $0 }, change)
    }
  }
}
