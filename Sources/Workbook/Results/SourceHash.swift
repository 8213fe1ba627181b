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
  /// The running FNV-1a state.
  private struct Accumulator {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func mix(_ bytes: some Sequence<UInt8>) {
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
    }

    /// Sixteen hexadecimal digits, so every fingerprint has the same width.
    var text: String {
      let digits = String(hash, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
  }

  /// The fingerprint of one file's bytes (`0` for a file that cannot be read): how an exercise
  /// tells its untouched starter from the reader's work.
  public static func of(file path: String, root: URL) -> String {
    guard let data = FileManager.default.contents(atPath: root.appending(path: path).path) else {
      return "0"
    }
    return of(data: data)
  }

  /// The fingerprint of some bytes, as ``of(file:root:)`` gives it for a file holding them.
  public static func of(data: Data) -> String {
    var accumulator = Accumulator()
    accumulator.mix(data)
    return accumulator.text
  }

  public static func of(target: String, root: URL) -> String {
    var accumulator = Accumulator()
    func mix(_ bytes: some Sequence<UInt8>) { accumulator.mix(bytes) }
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
    return accumulator.text
  }
}
