import ObjectRuntime
import RACKVO
import RawKVO

// ANCHOR: bare-trampoline
/// A trampoline cut down to the part that crashed: it observes one key and removes its
/// registration when it is freed. Without the proxy it is KVO's observer itself, as ReactiveCocoa's
/// trampoline was before `RACKVOProxy`; with the proxy, the proxy is.
final class RACBareTrampoline: RuntimeObject, @unchecked Sendable {
  private let target: Unmanaged<RuntimeObject>
  private let keyPath: String
  private let throughProxy: Bool
  /// Runs first in `deinit`, before the registration is removed: the moment another thread
  /// can still change the property.
  var onDeinit: (@Sendable () -> Void)?
  let received = Locked(0)

  init(observing target: RuntimeObject, keyPath: String, throughProxy: Bool) {
    self.target = Unmanaged.passUnretained(target)
    self.keyPath = keyPath
    self.throughProxy = throughProxy
    super.init()
    if throughProxy {
      RACKVOProxy.sharedProxy.addObserver(self, forContext: context)
    }
    target.addObserver(kvoObserver, forKeyPath: keyPath, options: .new, context: context)
  }

  deinit {
    onDeinit?()
    target.takeUnretainedValue().removeObserver(kvoObserver, forKeyPath: keyPath, context: context)
    if throughProxy {
      RACKVOProxy.sharedProxy.removeObserver(self, forContext: context)
    }
  }

  private var kvoObserver: RuntimeObject { throughProxy ? RACKVOProxy.sharedProxy : self }
  private var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    received.withLock { $0 += 1 }
  }
}
// ANCHOR_END: bare-trampoline
