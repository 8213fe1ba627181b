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

  @Test func aPathThatLeavesOrStartsAtTheRootIsRefusedWhateverMarkFollowsItsSlash() {
    let package = PackageRoot(URL(filePath: "/nonexistent-package"))
    for path in ["../\u{301}x", "a/../../\u{301}x", "/\u{301}x", "/etc/passwd"] {
      #expect(
        throws: Diagnostic("'\(path)' must be a path inside the package, without '..'", at: nil)
      ) { try package.readText(path, at: nil) }
    }
  }
}
