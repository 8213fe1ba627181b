/// What `mutableSetValue(forKey:)` answers: a set that edits an unordered to-many property of
/// its owner, through the owner's set accessors when its class has them (``SetAccessors``),
/// otherwise by storing an edited copy. Each edit is announced as one set mutation (`union`,
/// `minus`, `intersect`, `set`) when the owner is observed and the key notifies automatically.
public final class MutableSetProxy: @unchecked Sendable {
  private let owner: RuntimeObject
  private let key: String
  /// Found when the proxy is made, as Foundation picks its kind of proxy then.
  private let accessors: SetAccessors?

  init(owner: RuntimeObject, key: String) {
    self.owner = owner
    self.key = key
    accessors = SetAccessors(forKey: key, of: object_getClass(owner))
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
    edit(.union, [member], through: { $0.add([member], to: owner) }) { $0.insert(member) }
  }

  /// Removes one member (`removeObject:`): a minus with a set of one.
  public func remove(_ member: AnyHashable) {
    edit(.minus, [member], through: { $0.remove([member], from: owner) }) { $0.remove(member) }
  }

  /// `unionSet:`.
  public func formUnion(_ other: Set<AnyHashable>) {
    edit(.union, other, through: { $0.add(other, to: owner) }) { $0.formUnion(other) }
  }

  /// `minusSet:`.
  public func subtract(_ other: Set<AnyHashable>) {
    edit(.minus, other, through: { $0.remove(other, from: owner) }) { $0.subtract(other) }
  }

  /// `intersectSet:`.
  public func formIntersection(_ other: Set<AnyHashable>) {
    edit(.intersect, other, through: { $0.intersect(other, current: members, in: owner) }) {
      $0.formIntersection(other)
    }
  }

  /// `setSet:`: the property's members become `other`. With set accessors, through the setter
  /// when the class has one, otherwise by removing every member and adding `other`'s.
  public func setMembers(_ other: Set<AnyHashable>) {
    edit(.set, other, through: { replaceMembers(with: other, through: $0) }) { $0 = other }
  }

  private func edit(
    _ mutation: KeyValueSetMutationKind, _ objects: Set<AnyHashable>,
    through accessorEdit: (SetAccessors) -> Void,
    copying change: (inout Set<AnyHashable>) -> Void
  ) {
    var edited: Set<AnyHashable>?
    if accessors == nil {
      guard case .found(let value) = owner.lookUpValue(forKey: key) else {
        owner.setValue(nil, forUndefinedKey: key)
        return
      }
      var set = (value as? Set<AnyHashable>) ?? []
      change(&set)
      edited = set
    }
    let message: Selector = "willChangeValueForKey:withSetMutation:usingObjects:"
    let notifies = owner.notifiesAutomatically(forKey: key, by: message)
    if notifies { owner.send(message, key, mutation, objects) }
    if let accessors {
      accessorEdit(accessors)
    } else if let edited {
      owner.setValue(edited, forKey: key)
    }
    if notifies {
      owner.send("didChangeValueForKey:withSetMutation:usingObjects:", key, mutation, objects)
    }
  }

  private func replaceMembers(with other: Set<AnyHashable>, through accessors: SetAccessors) {
    let setter = Selector.setter(forKey: key)
    if owner.responds(to: setter) {
      owner.send(setter, other)
    } else {
      accessors.remove(members, from: owner)
      accessors.add(other, to: owner)
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
