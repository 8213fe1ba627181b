import WorkbookBase
import WorkbookBook

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

  /// Where ``reset(_:)`` keeps the reader's files, relative to the book's root.
  public static let backups = ".workbook/backups"

  /// Writes the untouched starter back over the reader's file, after copying the reader's file
  /// to ``backups`` as `NAME-SECONDS.swift` (the time of the reset, in seconds since 1970; a
  /// second reset within the same second adds `-2`, and so on). Answers the copy's path,
  /// relative to the book's root.
  @discardableResult
  public func reset(_ exercise: Exercise) throws -> String {
    let data = try pristineStarter(of: exercise)
    let starter = root.appending(path: exercise.starter)
    let folder = root.appending(path: Self.backups)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let stamp = "\(exercise.name)-\(Int(Date().timeIntervalSince1970))"
    var (backup, attempt) = ("\(stamp).swift", 1)
    while FileManager.default.fileExists(atPath: folder.appending(path: backup).path) {
      attempt += 1
      backup = "\(stamp)-\(attempt).swift"
    }
    try FileManager.default.copyItem(at: starter, to: folder.appending(path: backup))
    try data.write(to: starter, options: .atomic)
    return "\(Self.backups)/\(backup)"
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
