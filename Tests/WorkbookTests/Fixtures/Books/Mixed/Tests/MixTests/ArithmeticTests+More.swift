import XCTest

@testable import Mix

extension ArithmeticTests {
  func testInExtension() {
    XCTAssert(twice(0) == 0)
  }

  func testTwoFailures() {
    XCTFail("first")
    XCTFail("second")
  }
}
