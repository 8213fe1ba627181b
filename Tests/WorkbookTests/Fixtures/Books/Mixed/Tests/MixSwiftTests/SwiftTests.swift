import Testing

@testable import Mix

@Test func twiceOfThree() { #expect(twice(3) == 6) }

@Test func twiceWrong() { #expect(twice(3) == 7, "three") }
