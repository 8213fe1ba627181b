import Foundation
import Testing

/// Source 000 says a controller without the shared controller needs duplicated, longer removal
/// code. Both removal paths are read here from the listings the chapter shows, and measured.
@Suite struct RemovalPathTests {
  /// The package's root, found from this file's path.
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The lines of code (not blank, not comments) of the region `anchor` of `path`.
  private static func codeLines(_ path: String, _ anchor: String) throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    var lines: [String] = []
    var inside = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "// ANCHOR: \(anchor)" {
        inside = true
      } else if trimmed == "// ANCHOR_END: \(anchor)" {
        inside = false
      } else if inside, !trimmed.isEmpty, !trimmed.hasPrefix("//") {
        lines.append(trimmed)
      }
    }
    return lines
  }

  /// FBKVOController's: the public calls, the controller's map work, the shared controller's
  /// KVO work.
  static func sharedControllerRemovalPath() throws -> [String] {
    let kvoController = "Sources/Implementations/KVOController/"
    return try codeLines(kvoController + "Unobserving.swift", "unobserve")
      + codeLines(kvoController + "Registration.swift", "unregister")
      + codeLines(kvoController + "Registration.swift", "teardown")
      + codeLines(kvoController + "SharedController.swift", "unobserve")
  }

  /// HashTableKVOController's: the public calls and the one helper that talks to KVO.
  static func hashTableRemovalPath() throws -> [String] {
    try codeLines("Sources/Implementations/HashTableKVOController/Unobserving.swift", "unobserve")
  }

  @Test func withoutASharedControllerTheRemovalPathIsShorterAndCallsKVOOnce() throws {
    let shared = try Self.sharedControllerRemovalPath()
    let hashTable = try Self.hashTableRemovalPath()
    #expect(shared.count == 48, "chapter 4 states this count")
    #expect(hashTable.count == 31, "chapter 4 states this count")
    #expect(shared.filter { $0.contains("removeObserver(") }.count == 1)
    #expect(hashTable.filter { $0.contains("removeObserver(") }.count == 1)
  }
}
