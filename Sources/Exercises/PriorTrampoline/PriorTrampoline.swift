import ExerciseContracts
import Foundation
import ObjectRuntime
import RACKVO
import RawKVO

/// Chapter 5 exercise: support `.prior` in the trampoline.
///
/// A trampoline like the chapter's: it registers the shared proxy with KVO under its own
/// address, the proxy hands the notifications back, and the trampoline passes each one to its
/// block with the value it is about. This one knows only what happens after a change: it asks
/// KVO for the new value and nothing else, whatever the options say. Make `.prior` work: when it
/// is in the options, the block also hears, before each change, the value the key holds until
/// then; when it is not, nothing reaches the block before a change. Run it with
/// `swift run workbook exercise run prior-trampoline`.
public final class PriorTrampoline: RuntimeObject, PriorTrampolineContract, @unchecked Sendable {
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
    target.addObserver(RACKVOProxy.sharedProxy, forKeyPath: key, options: .new, context: context)
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
    guard let block = state.withLock({ $0.block }) else { return }
    let change = change ?? [:]
    block(change[.new].flatMap { $0 is NSNull ? nil : $0 }, change)
  }
}
