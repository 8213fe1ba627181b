import WorkbookBase

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every test of the book's test targets, Swift Testing's `@Test` functions and XCTest's `test…`
/// methods alike, read from `Tests/TARGET/**.swift` the first time a target is asked for (pages
/// rendered in parallel share one catalog).
public final class TestCatalog: Sendable {
  private let root: URL
  private let package: PackageRoot
  private let targets = Memo<String, [TestDefinition]>()
  /// Each target's tests grouped by name, each group in source order, for ``resolve(_:)``.
  private let byName = Memo<String, [String: [TestDefinition]]>()
  private let existingTargets = Memo<String, Bool>()
  /// Every Swift file under `Tests/`: its path, its text and the names it declares functions
  /// by, read once.
  private let testFiles = Memo<Int, [(path: String, text: String, functions: Set<String>)]>()
  /// The non-test functions of one name in those files, looked for once per name.
  private let helpers = Memo<String, [SharedBody]>()
  /// The non-test functions of one of those files, by its path, parsed once.
  private let fileHelpers = Memo<String, [(name: String, body: SharedBody)]>()

  public init(root: URL) {
    self.root = root
    package = PackageRoot(root)
  }

  /// Whether `Tests/target` exists, looked up once per target (see ``Memo``).
  public func hasTarget(_ target: String) -> Bool {
    existingTargets.value(for: target) {
      FileManager.default.directoryExists(atPath: root.appending(path: "Tests/\(target)").path)
    }
  }

  /// The tests of `target`, in file-name order, then source order.
  public func tests(in target: String) -> [TestDefinition] {
    targets.value(for: target) { read(target) }
  }

  private func read(_ target: String) -> [TestDefinition] {
    let directory = root.appending(path: "Tests/\(target)")
    let texts = SourceTree.files(under: directory, extension: "swift").map { relative in
      let path = "Tests/\(target)/\(relative)"
      // A test file that leads outside the package, or is no text, shows no tests.
      return (path: path, text: (try? package.readText(path, at: nil)) ?? "")
    }
    // Only a file that spells `@Test` can declare one, and only a target that names
    // `XCTestCase` can hold a class inheriting from it: the others are not parsed.
    let hasXCTests = texts.contains { $0.text.containsBytes(of: "XCTestCase") }
    let files = texts.map { path, text in
      (
        path: path,
        swiftTesting: text.containsBytes(of: "@Test")
          ? TestLocator.tests(in: text, path: path, target: target) : [],
        xcTest: hasXCTests
          ? XCTestLocator.declarations(in: text, path: path) : XCTestLocator.FileDeclarations()
      )
    }
    let xcTests = Dictionary(
      grouping: XCTestLocator.tests(in: files.map(\.xcTest), target: target), by: \.path)
    return files.flatMap { file in
      (file.swiftTesting + (xcTests[file.path] ?? [])).sorted {
        $0.lines.lowerBound < $1.lines.lowerBound
      }
    }
  }

  /// The function `test` forwards to when its body is one call, `Behaviour.name()`, found by
  /// name among the functions under `Tests/`; nil when the body does more, or when no single
  /// function of that name exists.
  public func sharedBody(of test: TestDefinition) -> SharedBody? {
    guard let (call, name) = SharedBody.forwardedCall(in: test.source) else { return nil }
    let candidates = helpers.value(for: name) { helperFunctions(named: name) }
    guard candidates.count == 1 else { return nil }
    var body = candidates[0]
    body.call = call
    return body
  }

  /// The functions called `name` under `Tests/`, parsed only in the files that declare a
  /// function of that name.
  private func helperFunctions(named name: String) -> [SharedBody] {
    let files = testFiles.value(for: 0) {
      SourceTree.files(under: root.appending(path: "Tests"), extension: "swift").map {
        relative in
        let path = "Tests/\(relative)"
        let text = (try? package.readText(path, at: nil)) ?? ""
        return (path, text, DeclaredNames.functions(in: text))
      }
    }
    return files.filter { $0.functions.contains(name) }.flatMap { file in
      fileHelpers.value(for: file.path) {
        TestLocator.helperFunctions(in: file.text, path: file.path)
      }.filter { $0.name == name }.map(\.body)
    }
  }

  /// The one test `reference` names, or a located error saying why there is none.
  public func resolve(_ reference: TestReference) throws(Diagnostic) -> TestDefinition {
    guard hasTarget(reference.target) else {
      throw Diagnostic(
        "no test target '\(reference.target)' (Tests/\(reference.target) not found)",
        at: reference.location)
    }
    let named = byName.value(for: reference.target) {
      Dictionary(grouping: tests(in: reference.target), by: \.name)
    }
    let matches = (named[reference.name] ?? []).filter {
      reference.suite == nil || $0.suites.last == reference.suite
    }
    if matches.count == 1 { return matches[0] }
    if matches.isEmpty {
      throw Diagnostic(
        "no test '\(reference)' in Tests/\(reference.target)", at: reference.location)
    }
    let candidates = matches.map(\.reference).joined(separator: ", ")
    throw Diagnostic(
      "'\(reference)' names more than one test (\(candidates)); name its suite",
      at: reference.location)
  }
}
