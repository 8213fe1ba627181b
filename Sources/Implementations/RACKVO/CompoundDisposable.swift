import ObjectRuntime

/// A bag of disposables disposed together (`RACCompoundDisposable`).
///
/// Once the bag is disposed it stays disposed: a disposable added afterwards is disposed at
/// once, so nothing added late can outlive the bag. Children are disposed, and removed children
/// released, outside the lock, because either may run code that comes back to this bag.
public final class CompoundDisposable: Disposable, @unchecked Sendable {
  /// The children, or `nil` once the bag is disposed.
  private let children: Locked<[any Disposable]?>

  public init(_ disposables: [any Disposable] = []) {
    children = Locked(disposables)
  }

  public var isDisposed: Bool { children.withLock { $0 == nil } }

  // ANCHOR: compound-add
  /// Adds `disposable`, or disposes it at once if the bag is already disposed.
  public func add(_ disposable: any Disposable) {
    let accepted = children.withLock { children -> Bool in
      guard children != nil else { return false }
      children!.append(disposable)
      return true
    }
    if !accepted { disposable.dispose() }
  }
  // ANCHOR_END: compound-add

  // ANCHOR: compound-remove-dispose
  /// Removes `disposable` without disposing it.
  public func remove(_ disposable: any Disposable) {
    let removed = children.withLock { children -> [any Disposable] in
      guard let current = children else { return [] }
      children = current.filter { $0 !== disposable }
      return current.filter { $0 === disposable }
    }
    withExtendedLifetime(removed) {}
  }

  public func dispose() {
    let taken = children.withLock { children in
      defer { children = nil }
      return children ?? []
    }
    for child in taken {
      // snippet.hide
      Trace.active?.note(.call, on: child, from: self, label: "dispose")
      // snippet.show
      child.dispose()
    }
  }
  // ANCHOR_END: compound-remove-dispose
}
