#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Finds an exercise's untouched starter again, for `workbook exercise reset`: the version in
/// git's history whose ``SourceHash`` is the one the ledger records.
public struct ExerciseReset {
  public let root: URL

  public init(root: URL) {
    self.root = root
  }

  /// The untouched starter's text, searched for in the commits that touched the file, newest
  /// first. Throws when git is missing or no version matches.
  public func pristineStarter(of exercise: Exercise) throws -> Data {
    let log = try git(["log", "--format=%H", "--", exercise.starter])
    let commits = String(decoding: log, as: UTF8.self).split(separator: "\n").map(String.init)
    for commit in ["HEAD"] + commits {
      // `./` makes git read the path from the book's root, wherever the repository's root is.
      guard let data = try? git(["show", "\(commit):./\(exercise.starter)"]) else { continue }
      if SourceHash.of(data: data) == exercise.starterHash { return data }
    }
    throw Diagnostic(
      "no version of \(exercise.starter) in git's history matches the untouched starter", at: nil)
  }

  /// Writes the untouched starter back over the reader's file.
  public func reset(_ exercise: Exercise) throws {
    let data = try pristineStarter(of: exercise)
    try data.write(to: root.appending(path: exercise.starter), options: .atomic)
  }

  private func git(_ arguments: [String]) throws -> Data {
    let output = FileManager.default.temporaryDirectory.appending(
      path: "workbook-git-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let status = try ChildProcess.run(
      ["git"] + arguments, in: root.path, outputPath: output.path)
    guard status == 0, let data = FileManager.default.contents(atPath: output.path) else {
      throw Diagnostic("git \(arguments.joined(separator: " ")) failed", at: nil)
    }
    return data
  }
}
