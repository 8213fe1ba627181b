#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A fingerprint of the sources a test target's results depend on: `Package.swift`, everything
/// under `Sources/`, and the target's own folder under `Tests/`. Chapters are not part of it, so
/// editing prose never makes a result stale.
///
/// It is a 64-bit FNV-1a hash of each file's path and bytes in sorted path order: meant to notice
/// edits, not to resist an adversary.
public enum SourceHash {
  public static func of(target: String, root: URL) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ bytes: some Sequence<UInt8>) {
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
    }
    var paths = ["Package.swift"]
    paths += SourceTree.files(under: root.appending(path: "Sources")).map { "Sources/\($0)" }
    paths += SourceTree.files(under: root.appending(path: "Tests/\(target)")).map {
      "Tests/\(target)/\($0)"
    }
    for path in paths {
      mix(path.utf8)
      mix([0])
      if let data = FileManager.default.contents(atPath: root.appending(path: path).path) {
        mix(data)
      }
      mix([0])
    }
    return String(hash, radix: 16)
  }
}
