import Foundation
import Testing

@testable import WorkbookBase

/// A path inside the package is cut into the names the system opens one by one.
@Suite struct PathComponentsTests {
  @Test func slashesCutEvenBeforeAMarkAndEmptyOrDotNamesGo() {
    #expect(
      ContainedOpen.components(of: "a//./b/\u{301}c/../.d/") == ["a", "b", "\u{301}c", "..", ".d"])
    #expect(ContainedOpen.components(of: "/").isEmpty)
    #expect(ContainedOpen.components(of: "é/e\u{301}") == ["é", "e\u{301}"])
  }

  /// Whether a path steps up is asked of its bytes; the answer is the components' on paths
  /// of slashes, dots, letters and marks.
  @Test func aParentComponentIsFoundAsTheComponentsFindIt() {
    let pieces = ["/", ".", "..", "a", "\u{301}", "é", "...", ".a"]
    var numbers = SeededNumbers(seed: 26)
    var stepsUp = 0
    for _ in 0..<5_000 {
      let path = (0..<numbers.next(7)).map { _ in pieces[numbers.next(pieces.count)] }.joined()
      let expected = ContainedOpen.components(of: path).contains("..")
      if expected { stepsUp += 1 }
      #expect(ContainedOpen.hasParentComponent(path) == expected, "\(path.debugDescription)")
    }
    #expect(stepsUp > 100, "the inputs step up often enough to tell")
  }

  @Test func aPathThatLeavesOrStartsAtTheRootIsRefusedWhateverMarkFollowsItsSlash() {
    let package = PackageRoot(URL(filePath: "/nonexistent-package"))
    for path in ["../\u{301}x", "a/../../\u{301}x", "/\u{301}x", "/etc/passwd"] {
      #expect(
        throws: Diagnostic("'\(path)' must be a path inside the package, without '..'", at: nil)
      ) { try package.readText(path, at: nil) }
    }
  }
}
