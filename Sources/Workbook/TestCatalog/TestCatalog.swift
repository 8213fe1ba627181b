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
  private let existingTargets = Memo<String, Bool>()
  /// Every non-test function of every file under `Tests/`, by name, read once.
  private let helpers = Memo<Int, [String: [SharedBody]]>()

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
    let files = SourceTree.files(under: directory, extension: "swift").map { relative in
      let path = "Tests/\(target)/\(relative)"
      // A test file that leads outside the package, or is no text, shows no tests.
      let text = (try? package.readText(path, at: nil)) ?? ""
      return (
        path: path, swiftTesting: TestLocator.tests(in: text, path: path, target: target),
        xcTest: XCTestLocator.declarations(in: text, path: path)
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
    let candidates = helpers.value(for: 0) { readHelpers() }[name] ?? []
    guard candidates.count == 1 else { return nil }
    var body = candidates[0]
    body.call = call
    return body
  }

  private func readHelpers() -> [String: [SharedBody]] {
    let files = SourceTree.files(under: root.appending(path: "Tests"), extension: "swift")
    var byName: [String: [SharedBody]] = [:]
    for relative in files {
      let text = (try? package.readText("Tests/\(relative)", at: nil)) ?? ""
      for (name, body) in TestLocator.helperFunctions(in: text, path: "Tests/\(relative)") {
        byName[name, default: []].append(body)
      }
    }
    return byName
  }

  /// The one test `reference` names, or a located error saying why there is none.
  public func resolve(_ reference: TestReference) throws(Diagnostic) -> TestDefinition {
    guard hasTarget(reference.target) else {
      throw Diagnostic(
        "no test target '\(reference.target)' (Tests/\(reference.target) not found)",
        at: reference.location)
    }
    let matches = tests(in: reference.target).filter {
      $0.name == reference.name && (reference.suite == nil || $0.suites.last == reference.suite)
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
