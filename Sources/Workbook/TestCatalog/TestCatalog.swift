#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every `@Test` function of the book's test targets, read from `Tests/TARGET/**.swift` the first
/// time a target is asked for (pages rendered in parallel share one catalog).
public final class TestCatalog: Sendable {
  private let root: URL
  private let package: PackageRoot
  private let targets = Memo<String, [TestDefinition]>()
  private let existingTargets = Memo<String, Bool>()

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
    let files = SourceTree.files(under: directory, extension: "swift")
    return files.flatMap { relative in
      // A test file that leads outside the package, or is no text, shows no tests.
      let text = (try? package.readText("Tests/\(target)/\(relative)", at: nil)) ?? ""
      return TestLocator.tests(in: text, path: "Tests/\(target)/\(relative)", target: target)
    }
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
