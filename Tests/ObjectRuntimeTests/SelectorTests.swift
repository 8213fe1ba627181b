import Testing

@testable import ObjectRuntime

/// Selectors are interned, as `sel_registerName` interns them: one object per name, so the
/// method cache compares selectors by address instead of by their text.
@Suite struct SelectorTests {
  @Test func aSelectorIsInternedOnceAndComparedByIdentity() {
    let literal: Selector = "setTitle:"
    let built = Selector("set" + "Title:")
    let derived = Selector.setter(forKey: "title")
    #expect(built.interned === literal.interned && derived.interned === literal.interned)
    #expect(built == literal && built.hashValue == literal.hashValue)
    #expect(Selector("title").interned !== literal.interned)
  }

  @Test func whatANameImpliesIsWorkedOutOnceWhenItIsInterned() {
    let setter: Selector = "setFirstName:"
    #expect(setter.argumentCount == 1)
    #expect(setter.keyForSetter == "firstName")
    #expect(Selector("observeValueForKeyPath:ofObject:change:context:").argumentCount == 4)
  }
}
