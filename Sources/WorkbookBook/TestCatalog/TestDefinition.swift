/// A test found in a test target's source: a Swift Testing `@Test` function, or an XCTest
/// `test…` method of an `XCTestCase` subclass.
public struct TestDefinition: Sendable, Hashable {
  /// The library a test is written for, which decides how it is found, run and recorded.
  public enum Framework: String, Sendable, Hashable {
    case swiftTesting
    case xcTest
  }

  public let target: String
  /// The types the function is declared in, outermost first; for an XCTest method, its class
  /// alone (XCTest names a test by class and method), even when that class is nested.
  public let suites: [String]
  /// The function's base name, without parameters.
  public let name: String
  /// The file, relative to the book's root.
  public var path: String
  /// The lines the declaration spans, attributes included.
  public var lines: ClosedRange<Int>
  /// The declaration's source, hidden lines (`// snippet.hide`) left out, common indentation
  /// removed.
  public var source: String
  /// The name given as `@Test("…")`'s first argument, when it is a plain string literal.
  public let displayName: String?
  public let framework: Framework
  /// How a chapter would name this test: `TARGET/NAME` or `TARGET/Suite/NAME`. Made once with
  /// the definition, since every page that shows or lists the test asks for it, in both
  /// editions; it follows from `target`, `suites` and `name`, which cannot change.
  public let reference: String
  /// The name a reader sees for this test (``TestTitle``), the same in every edition. Made once
  /// with the definition, like ``reference``, from `name`, `displayName` and `framework`.
  public let title: String

  init(
    target: String, suites: [String], name: String, path: String, lines: ClosedRange<Int>,
    source: String, displayName: String? = nil, framework: Framework = .swiftTesting
  ) {
    self.target = target
    self.suites = suites
    self.name = name
    self.path = path
    self.lines = lines
    self.source = source
    self.displayName = displayName
    self.framework = framework
    reference = suites.last.map { "\(target)/\($0)/\(name)" } ?? "\(target)/\(name)"
    title = TestTitle.of(name: name, displayName: displayName, framework: framework)
  }

  /// The key test results are recorded under: suites and name joined by `/`.
  public var key: String { (suites + [name]).joined(separator: "/") }
}
