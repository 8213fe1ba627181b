import WorkbookBase

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A fingerprint of the sources a test target's results depend on: `Package.swift`, everything
/// under `Sources/` and `Solutions/` (the exercises' solutions and known mistakes), every folder of
/// `Tests/` whose name does not end in `Tests` (support code test targets share, such as
/// `Tests/ControllerTestSupport`), and the target's own folder under `Tests/`. Chapters are not
/// part of it, so editing prose never makes a result stale.
///
/// It is a 64-bit FNV-1a hash of each file's path and bytes in sorted path order: meant to notice
/// edits, not to resist an adversary.
public enum SourceHash {
  /// The running FNV-1a state.
  private struct Accumulator: Sendable {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func mix(_ bytes: some Sequence<UInt8>) {
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
    }

    /// Mixes the data's bytes read in place: `Data`'s own iterator costs a call per byte.
    mutating func mix(_ data: Data) {
      data.withUnsafeBytes { mix($0) }
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

  /// The fingerprint of a text's UTF-8 bytes: how a translation records what stood beside it.
  public static func of(text: String) -> String {
    var accumulator = Accumulator()
    var text = text
    text.withUTF8 { accumulator.mix($0) }
    return accumulator.text
  }

  /// The fingerprint of `target`'s sources under `root`.
  public static func of(target: String, root: URL) -> String {
    TargetFingerprints(root: root).of(target: target)
  }

  /// Fingerprints of several test targets of one package, each computed once, reading
  /// `Package.swift`, `Sources/` and `Solutions/` (the part every target shares) once: FNV-1a is a
  /// running hash, so each target's fingerprint continues from the shared part's state. Pages
  /// rendered in parallel share one.
  public final class TargetFingerprints: Sendable {
    private let root: URL
    /// The state after the shared part, hashed by the first target asked for while the others
    /// wait.
    private let shared = Locked<Accumulator?>(nil)
    private let targets = Memo<String, String>()

    public init(root: URL) { self.root = root }

    public func of(target: String) -> String {
      targets.value(for: target) { compute(target: target) }
    }

    private func compute(target: String) -> String {
      var accumulator = shared.withLock { shared in
        if let known = shared { return known }
        var accumulator = Accumulator()
        let paths =
          ["Package.swift"]
          + SourceTree.files(under: root.appending(path: "Sources")).map { "Sources/\($0)" }
          + SourceTree.files(under: root.appending(path: "Solutions")).map { "Solutions/\($0)" }
          + Self.sharedTestFolders(root: root).flatMap { folder in
            SourceTree.files(under: root.appending(path: "Tests/\(folder)")).map {
              "Tests/\(folder)/\($0)"
            }
          }
        Self.mix(paths, root: root, into: &accumulator)
        shared = accumulator
        return accumulator
      }
      let paths = SourceTree.files(under: root.appending(path: "Tests/\(target)")).map {
        "Tests/\(target)/\($0)"
      }
      Self.mix(paths, root: root, into: &accumulator)
      return accumulator.text
    }

    /// The folders of `Tests/` that are not test targets (their names do not end in `Tests`).
    private static func sharedTestFolders(root: URL) -> [String] {
      let tests = root.appending(path: "Tests").path
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: tests)) ?? []
      return entries.filter { name in
        !name.hasSuffix("Tests") && FileManager.default.directoryExists(atPath: tests + "/" + name)
      }.sorted()
    }

    /// Mixes each file's path and bytes, in the order given, into `accumulator`.
    private static func mix(_ paths: [String], root: URL, into accumulator: inout Accumulator) {
      for path in paths {
        accumulator.mix(path.utf8)
        accumulator.mix([0])
        if let data = FileManager.default.contents(atPath: root.appending(path: path).path) {
          accumulator.mix(data)
        }
        accumulator.mix([0])
      }
    }
  }
}
