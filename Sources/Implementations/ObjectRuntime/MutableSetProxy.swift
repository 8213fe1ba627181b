/// What `mutableSetValue(forKey:)` answers: a set that edits an unordered to-many property of
/// its owner. Each edit is announced as a set mutation (`union`, `minus`, `intersect`, `set`)
/// when the owner is observed and the key notifies automatically.
public final class MutableSetProxy: @unchecked Sendable {
  private let owner: RuntimeObject
  private let key: String

  init(owner: RuntimeObject, key: String) {
    self.owner = owner
    self.key = key
  }

  /// The property's current members.
  public var members: Set<AnyHashable> {
    switch owner.lookUpValue(forKey: key) {
    case .found(let value): (value as? Set<AnyHashable>) ?? []
    case .undefined: (owner.value(forUndefinedKey: key) as? Set<AnyHashable>) ?? []
    }
  }

  public var count: Int { members.count }

  public func contains(_ member: AnyHashable) -> Bool { members.contains(member) }

  /// Adds one member (`addObject:`): a union with a set of one.
  public func insert(_ member: AnyHashable) {
    edit(.union, [member]) { $0.insert(member) }
  }

  /// Removes one member (`removeObject:`): a minus with a set of one.
  public func remove(_ member: AnyHashable) {
    edit(.minus, [member]) { $0.remove(member) }
  }

  /// `unionSet:`.
  public func formUnion(_ other: Set<AnyHashable>) {
    edit(.union, other) { $0.formUnion(other) }
  }

  /// `minusSet:`.
  public func subtract(_ other: Set<AnyHashable>) {
    edit(.minus, other) { $0.subtract(other) }
  }

  /// `intersectSet:`.
  public func formIntersection(_ other: Set<AnyHashable>) {
    edit(.intersect, other) { $0.formIntersection(other) }
  }

  /// `setSet:`: the property's members become `other`.
  public func setMembers(_ other: Set<AnyHashable>) {
    edit(.set, other) { $0 = other }
  }

  private func edit(
    _ mutation: KeyValueSetMutationKind, _ objects: Set<AnyHashable>,
    _ change: (inout Set<AnyHashable>) -> Void
  ) {
    guard case .found(let value) = owner.lookUpValue(forKey: key) else {
      owner.setValue(nil, forUndefinedKey: key)
      return
    }
    var set = (value as? Set<AnyHashable>) ?? []
    change(&set)
    let message: Selector = "willChangeValueForKey:withSetMutation:usingObjects:"
    let notifies = owner.notifiesAutomatically(forKey: key, by: message)
    if notifies { owner.send(message, key, mutation, objects) }
    owner.setValue(set, forKey: key)
    if notifies {
      owner.send("didChangeValueForKey:withSetMutation:usingObjects:", key, mutation, objects)
    }
  }
}

extension RuntimeObject {
  /// A mutable set that edits the unordered to-many property `key` (`-mutableSetValueForKey:`):
  /// the property is declared as a Swift set, `@Property var tags: Set<String>`.
  public func mutableSetValue(forKey key: String) -> MutableSetProxy {
    MutableSetProxy(owner: self, key: key)
  }
}
