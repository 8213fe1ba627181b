import Testing
import WeakTables

@Suite struct HashTableTests {
  @Test func objectPersonalityKeepsTheFirstOfTwoEqualMembers() {
    let table = HashTable<Token>(options: .strongObjects)
    let first = Token("Ada")
    let second = Token("Ada")
    table.add(first)
    table.add(second)
    #expect(table.count == 1)
    #expect(table.member(second) === first)
    #expect(table.contains(Token("Ada")))
  }

  @Test func pointerPersonalityKeepsTwoEqualMembersApart() {
    let table = HashTable<Token>(options: .strongPointers)
    let first = Token("Ada")
    let second = Token("Ada")
    table.add(first)
    table.add(second)
    #expect(table.count == 2)
    #expect(table.member(second) === second)
    #expect(!table.contains(Token("Ada")))
  }

  @Test func aWeakMemberVanishesWhenItDies() {
    let table = HashTable<Token>(options: .weakPointers)
    let kept = Token("kept")
    table.add(kept)
    do {
      let transient = Token("transient")
      table.add(transient)
      #expect(table.count == 2)
    }
    #expect(table.count == 1)
    #expect(table.allObjects.map(\.name) == ["kept"])
  }

  @Test func aStrongMemberStaysAlive() {
    let table = HashTable<Token>(options: .strongObjects)
    weak var member: Token?
    do {
      let made = Token("made")
      member = made
      table.add(made)
    }
    #expect(member != nil)
    #expect(table.count == 1)
  }

  @Test func removeTakesOutTheEqualMember() {
    let table = HashTable<Token>(options: .strongObjects)
    table.add(Token("a"))
    table.add(Token("b"))
    table.remove(Token("a"))
    #expect(Set(table.map(\.name)) == ["b"])
    table.removeAll()
    #expect(table.count == 0)
  }

  @Test func aCopyChangesApartFromItsOriginal() {
    let table = HashTable<Token>(options: .weakPointers)
    let first = Token("first")
    table.add(first)
    let copy = table.copy()
    table.remove(first)
    #expect(table.count == 0)
    #expect(copy.member(first) === first)
    #expect(copy.options == .weakPointers)
  }

  @Test func pointerPersonalityFindsAMemberByAddress() {
    let table = HashTable<Token>(options: .weakPointers)
    let member = Token("member")
    table.add(member)
    let address = UnsafeRawPointer(Unmanaged.passUnretained(member).toOpaque())
    #expect(table.member(atAddress: address) === member)
  }
}
