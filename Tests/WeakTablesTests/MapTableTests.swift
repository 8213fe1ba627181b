import Testing
import WeakTables

@Suite struct MapTableTests {
  @Test func strongKeysAndValuesKeepTheirObjectsAlive() {
    let table = MapTable<Token, Token>(keyOptions: .strongPointers, valueOptions: .strongObjects)
    weak var key: Token?
    weak var value: Token?
    do {
      let madeKey = Token("key")
      let madeValue = Token("value")
      key = madeKey
      value = madeValue
      table.setObject(madeValue, forKey: madeKey)
    }
    #expect(key != nil)
    #expect(value != nil)
    #expect(table.count == 1)
  }

  @Test func anEntryWithAWeakKeyVanishesWhenTheKeyDies() {
    let table = MapTable<Token, Token>(keyOptions: .weakPointers, valueOptions: .strongObjects)
    let value = Token("value")
    weak var key: Token?
    do {
      let madeKey = Token("key")
      key = madeKey
      table.setObject(value, forKey: madeKey)
      #expect(table.object(forKey: madeKey) === value)
      #expect(table.count == 1)
    }
    #expect(key == nil)
    #expect(table.count == 0)
    #expect(table.entries.isEmpty)
  }

  @Test func anEntryWithAWeakValueVanishesWhenTheValueDies() {
    let table = MapTable<Token, Token>(keyOptions: .strongPointers, valueOptions: .weakObjects)
    let key = Token("key")
    do {
      let value = Token("value")
      table.setObject(value, forKey: key)
      #expect(table.object(forKey: key) === value)
    }
    #expect(table.object(forKey: key) == nil)
    #expect(table.count == 0)
  }

  @Test func pointerPersonalityKeepsTwoEqualObjectsApart() {
    let first = Token("Ada")
    let second = Token("Ada")
    #expect(first == second)
    let table = MapTable<Token, Token>(keyOptions: .strongPointers, valueOptions: .strongObjects)
    table.setObject(Token("one"), forKey: first)
    table.setObject(Token("two"), forKey: second)
    #expect(table.count == 2)
    #expect(table.object(forKey: first)?.name == "one")
    #expect(table.object(forKey: second)?.name == "two")
  }

  @Test func objectPersonalityMergesTwoEqualObjects() {
    let first = Token("Ada")
    let second = Token("Ada")
    let table = MapTable<Token, Token>(keyOptions: .strongObjects, valueOptions: .strongObjects)
    table.setObject(Token("one"), forKey: first)
    table.setObject(Token("two"), forKey: second)
    #expect(table.count == 1)
    #expect(table.object(forKey: first)?.name == "two")
    #expect(table.keys.first === first)
  }

  @Test func pointerPersonalityFindsAKeyWhoseValueEqualityChanged() {
    let key = Token("Ada")
    let byValue = MapTable<Token, Token>(keyOptions: .strongObjects, valueOptions: .strongObjects)
    let byPointer = MapTable<Token, Token>(
      keyOptions: .strongPointers, valueOptions: .strongObjects)
    byValue.setObject(Token("value"), forKey: key)
    byPointer.setObject(Token("value"), forKey: key)
    key.name = "Grace"
    #expect(byValue.object(forKey: key) == nil)
    #expect(byPointer.object(forKey: key)?.name == "value")
  }

  @Test func objectPersonalityComparesObjectsWithoutEqualityByIdentity() {
    let table = MapTable<Plain, Token>(keyOptions: .strongObjects, valueOptions: .strongObjects)
    let first = Plain()
    let second = Plain()
    table.setObject(Token("one"), forKey: first)
    table.setObject(Token("two"), forKey: second)
    #expect(table.count == 2)
    #expect(table.object(forKey: first)?.name == "one")
  }

  @Test func removingOneKeyLeavesTheOthers() {
    let table = MapTable<Token, Token>(keyOptions: .strongPointers, valueOptions: .strongObjects)
    let keys = (0..<5).map { Token("\($0)") }
    for key in keys { table.setObject(Token("v\(key.name)"), forKey: key) }
    table.removeObject(forKey: keys[2])
    table.removeObject(forKey: Token("3"))
    #expect(table.count == 4)
    #expect(table.object(forKey: keys[2]) == nil)
    #expect(Set(table.keys.map(\.name)) == ["0", "1", "3", "4"])
    #expect(Set(table.map(\.value.name)) == ["v0", "v1", "v3", "v4"])
    table.removeAllObjects()
    #expect(table.count == 0)
  }

  @Test func aCopyHasTheSameEntriesAndChangesApart() {
    let table = MapTable<Token, Token>(keyOptions: .strongPointers, valueOptions: .strongObjects)
    let first = Token("first")
    let second = Token("second")
    table.setObject(Token("1"), forKey: first)
    let copy = table.copy()
    table.setObject(Token("2"), forKey: second)
    copy.removeObject(forKey: first)
    #expect(table.count == 2)
    #expect(copy.count == 0)
    #expect(copy.keyOptions == .strongPointers)
  }

  @Test func aCopyOfAWeakTableHoldsItsKeysWeakly() {
    let table = MapTable<Token, Token>(keyOptions: .weakPointers, valueOptions: .strongObjects)
    var copy: MapTable<Token, Token>?
    do {
      let key = Token("key")
      table.setObject(Token("value"), forKey: key)
      copy = table.copy()
      #expect(copy?.count == 1)
    }
    #expect(copy?.count == 0)
  }

  @Test func pointerPersonalityLooksUpAnAddress() {
    let table = MapTable<Token, Token>(keyOptions: .weakPointers, valueOptions: .strongObjects)
    let key = Token("key")
    table.setObject(Token("value"), forKey: key)
    let address = UnsafeRawPointer(Unmanaged.passUnretained(key).toOpaque())
    #expect(table.object(forKeyAtAddress: address)?.name == "value")
    #expect(table.object(forKeyAtAddress: UnsafeRawPointer(bitPattern: 0x10)!) == nil)
    let byValue = MapTable<Token, Token>(keyOptions: .strongObjects, valueOptions: .strongObjects)
    byValue.setObject(Token("value"), forKey: key)
    #expect(byValue.object(forKeyAtAddress: address) == nil)
  }
}
