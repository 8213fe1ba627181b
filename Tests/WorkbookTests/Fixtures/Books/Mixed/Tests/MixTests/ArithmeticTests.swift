import XCTest

@testable import Mix

/// Arithmetic on `twice`, written for XCTest.
final class ArithmeticTests: XCTestCase {
  func testTwicePasses() {
    XCTAssertEqual(twice(2), 4)
  }

  func testTwiceFails() {
    XCTAssertEqual(twice(2), 5, "two twice is four")
  }

  func testThrows() throws {
    struct Oops: Error {}
    throw Oops()
  }

  func testAsync() async throws {
    try await Task.sleep(nanoseconds: 1_000_000)
    XCTAssertTrue(twice(1) == 2)
  }

  func testSkipped() throws {
    throw XCTSkip("not on this platform")
  }

  func testMultilineMessage() {
    XCTAssertEqual("one\ntwo", "one\nthree", "the second line differs")
  }

  func helper() -> Int { twice(1) }

  func testWithArgument(_ value: Int) {}

  static func testOnTheClass() {}
}

/// A base class with no tests of its own, and a class that inherits from it.
class BaseTests: XCTestCase {
  func check(_ value: Int) { XCTAssertEqual(twice(value), value * 2) }
}

final class DerivedTests: BaseTests {
  func testThroughTheBase() { check(21) }
}
