import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookBook

/// The test catalogue finds XCTest's tests beside Swift Testing's: the `test…` methods of
/// `XCTestCase` subclasses, in the class or its extensions, in any file of the target.
@Suite struct XCTestCatalogTests {
  /// The mixed fixture package, read where it stands.
  let catalog = TestCatalog(root: FixtureBook.fixtures.appending(path: "Books/Mixed"))

  @Test func findsEachTestMethodOfEachTestClassInFileThenSourceOrder() {
    let tests = catalog.tests(in: "MixTests")
    #expect(
      tests.map(\.reference) == [
        "MixTests/ArithmeticTests/testInExtension",
        "MixTests/ArithmeticTests/testTwoFailures",
        "MixTests/ArithmeticTests/testTwicePasses",
        "MixTests/ArithmeticTests/testTwiceFails",
        "MixTests/ArithmeticTests/testThrows",
        "MixTests/ArithmeticTests/testAsync",
        "MixTests/ArithmeticTests/testSkipped",
        "MixTests/ArithmeticTests/testMultilineMessage",
        "MixTests/DerivedTests/testThroughTheBase",
      ])
    #expect(tests.allSatisfy { $0.framework == .xcTest })
    #expect(tests.map(\.key).contains("ArithmeticTests/testAsync"))
  }

  @Test func aTestKeepsItsSourceAndLinesAsSwiftTestingTestsDo() throws {
    let async = try #require(catalog.tests(in: "MixTests").first { $0.name == "testAsync" })
    #expect(async.path == "Tests/MixTests/ArithmeticTests.swift")
    #expect(async.lines == 20...23)
    #expect(
      async.source
        == "func testAsync() async throws {\n  try await Task.sleep(nanoseconds: 1_000_000)\n  XCTAssertTrue(twice(1) == 2)\n}"
    )
    #expect(async.title == "Async")
  }

  @Test func aMixedPackageHasBothFrameworks() {
    let swiftTesting = catalog.tests(in: "MixSwiftTests")
    #expect(
      swiftTesting.map(\.reference) == ["MixSwiftTests/twiceOfThree", "MixSwiftTests/twiceWrong"])
    #expect(swiftTesting.allSatisfy { $0.framework == .swiftTesting })
  }

  @Test func resolvesAClassAndMethodReference() throws {
    let reference = try TestReference(
      parsing: "MixTests/ArithmeticTests/testTwiceFails",
      at: SourceLocation(path: "x.md", line: 1, column: 1))
    #expect(try catalog.resolve(reference).lines == 11...13)
  }

  /// What XCTest would not run, or that is not XCTest's, stays out; nested, `final`, generic
  /// and `@MainActor` classes are in.
  @Test func onlyMethodsXCTestRunsAreTests() throws {
    let book = try FixtureBook()
    try book.write(
      "Tests/ShapesTests/Shapes.swift",
      """
      import XCTest

      @MainActor
      final class IsolatedTests: XCTestCase {
        override func setUp() {}
        @available(*, deprecated, message: "old") func testOld() {}
        nonisolated func testNonisolated() {}
        private func testPrivate() {}
        static func testStatic() {}
        class func testClassMethod() {}
        func testReturns() -> Int { 1 }
        func testTakes(_ value: Int) {}
        func testTyped() throws(CancellationError) {}
        func helper() {}
        func test() {}
      }

      enum Holder {
        final class NestedTests: XCTestCase {
          func testInside() {
            struct Local { func testNotAMethodOfTheClass() {} }
          }
        }
      }

      class Generic<Value>: XCTestCase {
        func testGeneric() {}
      }

      struct NotATestCase {
        func testLooksLikeOne() {}
      }

      struct SwiftTestingSuite {
        @Test func testNamedLikeXCTest() {}
      }

      extension Holder.NestedTests {
        func testFromAnExtension() async {}
      }
      """)
    let tests = TestCatalog(root: book.root).tests(in: "ShapesTests")
    #expect(
      tests.map { "\($0.framework == .xcTest ? "XCTest" : "Testing") \($0.reference)" } == [
        "XCTest ShapesTests/IsolatedTests/testOld",
        "XCTest ShapesTests/IsolatedTests/testNonisolated",
        "XCTest ShapesTests/IsolatedTests/testTyped",
        "XCTest ShapesTests/IsolatedTests/test",
        "XCTest ShapesTests/NestedTests/testInside",
        "XCTest ShapesTests/Generic/testGeneric",
        "Testing ShapesTests/SwiftTestingSuite/testNamedLikeXCTest",
        "XCTest ShapesTests/NestedTests/testFromAnExtension",
      ])
    let old = try #require(tests.first)
    #expect(old.lines == 6...6)
    #expect(old.source.hasPrefix("@available(*, deprecated, message: \"old\") func testOld()"))
  }

  /// Both frameworks' tests are placed in their types by one brace-scope tracker: braces in
  /// raw, multi-line and interpolated strings and in comments are text, and an extension of a
  /// nested type (`extension Outer.Inner`) is in both types, as Swift Testing's test IDs say
  /// (`Module.Outer/Inner/name()`).
  @Test func scopesSeeThroughStringsAndNameANestedTypesExtensionWhole() throws {
    let book = try FixtureBook()
    try book.write(
      "Tests/ScopeTests/Scopes.swift",
      #"""
      import Testing
      import XCTest

      struct Outer {
        struct Inner {}
      }

      extension Outer.Inner {
        @Test func inTheExtension() {
          let raw = #"}"#
          let multiLine = """
            }
            """
          let interpolated = "\([raw].map { "}\($0)" })"
          // }
          /* } /* nested } */ */
          #expect(raw + multiLine + interpolated != "")
        }
      }

      final class BracesTests: XCTestCase {
        func testFirst() {
          let raw = #"{"#
          _ = "\(raw.map { _ in "{" })"
        }

        func testSecond() {}
      }
      """#)
    let tests = TestCatalog(root: book.root).tests(in: "ScopeTests")
    #expect(
      tests.map(\.reference) == [
        "ScopeTests/Inner/inTheExtension", "ScopeTests/BracesTests/testFirst",
        "ScopeTests/BracesTests/testSecond",
      ])
    #expect(tests.first?.key == "Outer/Inner/inTheExtension")
  }

  @Test func aClassInheritingThroughAClassOfAnotherFileIsFound() throws {
    let book = try FixtureBook()
    try book.write(
      "Tests/SplitTests/A.swift", "final class LeafTests: MiddleTests {\n  func testLeaf() {}\n}\n")
    try book.write(
      "Tests/SplitTests/B.swift",
      "import XCTest\n\nclass MiddleTests: XCTestCase {}\n\nextension LeafTests {\n  func testMore() {}\n}\n"
    )
    #expect(
      TestCatalog(root: book.root).tests(in: "SplitTests").map(\.reference) == [
        "SplitTests/LeafTests/testLeaf", "SplitTests/LeafTests/testMore",
      ])
  }
}
