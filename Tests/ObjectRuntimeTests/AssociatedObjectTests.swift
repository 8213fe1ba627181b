import ObjectRuntime
import Testing

@Suite struct AssociatedObjectTests {
  private static let key = AssociationKey("test")
  private static let otherKey = AssociationKey("other")

  @Test func aRetainedValueLivesAsLongAsItsOwner() {
    let freed = Flag()
    var owner: Note? = Note()
    do {
      let tracked = Tracked()
      tracked.onDeinit = { freed.set() }
      owner!.setAssociatedObject(tracked, forKey: Self.key, policy: .retain)
    }
    #expect(!freed.isSet)
    #expect(owner!.associatedObject(forKey: Self.key) is Tracked)

    owner = nil

    #expect(freed.isSet)
  }

  @Test func anAssignedValueIsNotKeptAlive() {
    let owner = Note()
    let freed = Flag()
    do {
      let tracked = Tracked()
      tracked.onDeinit = { freed.set() }
      owner.setAssociatedObject(tracked, forKey: Self.key, policy: .assign)
      #expect(owner.associatedObject(forKey: Self.key) as? Tracked === tracked)
    }
    #expect(freed.isSet)
    #expect(owner.associatedObject(forKey: Self.key) == nil)
  }

  @Test func aCopiedValueIsIndependentOfTheOriginal() {
    let owner = Note()
    let draft = Draft("first")

    owner.setAssociatedObject(draft, forKey: Self.key, policy: .copy)
    draft.text = "changed"

    #expect((owner.associatedObject(forKey: Self.key) as? Draft)?.text == "first")
  }

  @Test func keysAreComparedByIdentity() {
    let owner = Note()
    let lookalike = AssociationKey("test")

    owner.setAssociatedObject("value", forKey: Self.key)

    #expect(owner.associatedObject(forKey: lookalike) == nil)
    #expect(owner.associatedObject(forKey: Self.otherKey) == nil)
  }

  @Test func settingNilRemovesTheAssociation() {
    let owner = Note()
    owner.setAssociatedObject("value", forKey: Self.key)

    owner.setAssociatedObject(nil, forKey: Self.key)

    #expect(owner.associatedObject(forKey: Self.key) == nil)
  }

  @Test func lazyAttachmentMakesTheValueOnce() {
    let owner = Note()
    let made = Locked(0)

    let first = owner.associatedObject(forKey: Self.key) { () -> Author in
      made.withLock { $0 += 1 }
      return Author()
    }
    let second = owner.associatedObject(forKey: Self.key) { () -> Author in
      made.withLock { $0 += 1 }
      return Author()
    }

    #expect(first === second)
    #expect(made.withLock { $0 } == 1)
  }
}
