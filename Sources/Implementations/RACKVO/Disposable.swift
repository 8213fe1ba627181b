/// Something that can be torn down once (`RACDisposable`): a KVO registration, a subscription,
/// a group of either. Disposing twice is harmless; the second call does nothing.
// ANCHOR: disposable
public protocol Disposable: AnyObject, Sendable {
  /// Whether ``dispose()`` has run.
  var isDisposed: Bool { get }
  /// Tears the thing down. Only the first call has an effect.
  func dispose()
}
// ANCHOR_END: disposable
