import WorkbookBook

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Rebuilds an exercise's check runner after the reader saved the starter, by running again the
/// commands SwiftPM planned for that (``BuildManifest``): compile the starter's module, then
/// the runner's, then link. SwiftPM itself would first load the package and plan the whole
/// build again, which on a typical edit takes longer than the compile and the link together.
///
/// It answers those commands only when they are what SwiftPM would run: the last full build
/// (``recordFullBuild(of:runner:startedAt:)``) was of the same runner and succeeded; no file
/// was added to or removed from the starter's folder since (SwiftPM would list the module's
/// sources again); and no other file the runner is built from, nor `Package.swift` or SwiftPM's
/// manifest, changed. Those files are stamped (``InputSnapshot``) after the full build, and a
/// file that changed while that build ran is not trusted. Otherwise the caller builds with
/// SwiftPM, and records that build.
final class RunnerRebuild {
  /// What the last full build left to go on.
  private struct Plan {
    var exercise: String
    var rebuild: BuildManifest.Rebuild
    /// The files in the starter's folder, relative to the root.
    var starterFiles: Set<String>
    /// Everything else the runner is built from, as it was.
    var otherSources: InputSnapshot
  }

  private let root: URL
  /// The folder SwiftPM builds exercises in, relative to the root.
  private let scratchPath: String
  private var plan: Plan?

  init(root: URL, scratchPath: String) {
    self.root = root
    self.scratchPath = scratchPath
  }

  /// SwiftPM just built `exercise`'s runner (at `runner`) successfully, having started at
  /// `startedAt` (seconds since 1970): reads the commands that rebuild it after an edit.
  func recordFullBuild(of exercise: Exercise, runner: String, startedAt: Int) {
    plan = nil
    let realRoot = Self.realPath(root.path)
    let manifestPath = "\(realRoot)/\(scratchPath)/debug.yaml"
    guard let text = try? String(contentsOfFile: manifestPath, encoding: .utf8),
      let manifest = BuildManifest(parsing: text)
    else { return }
    let starterFiles = starterFolderFiles(exercise)
    let changed = Set(starterFiles.map { "\(realRoot)/\($0)" })
    let runnerURL = URL(filePath: runner)
    let product =
      Self.realPath(runnerURL.deletingLastPathComponent().path) + "/" + runnerURL.lastPathComponent
    guard let rebuild = manifest.commandsRebuilding(product, after: changed) else { return }
    // Virtual nodes (`<…>`) and folders (a trailing `/`) stand for no file to stamp; the
    // starter's folder is watched by its list of files instead.
    let files =
      rebuild.otherSources.filter { !$0.hasPrefix("<") && !$0.hasSuffix("/") }
      + ["\(realRoot)/Package.swift", manifestPath]
    let otherSources = InputSnapshot(files: files)
    guard otherSources.settled(before: startedAt) else { return }
    plan = Plan(
      exercise: exercise.name, rebuild: rebuild, starterFiles: starterFiles,
      otherSources: otherSources)
  }

  /// The commands that rebuild `exercise`'s runner, when they are all it takes; nil when a
  /// full build is needed.
  func rebuild(of exercise: Exercise) -> BuildManifest.Rebuild? {
    guard let plan, plan.exercise == exercise.name,
      starterFolderFiles(exercise) == plan.starterFiles,
      InputSnapshot(files: plan.otherSources.files).changes(since: plan.otherSources).isEmpty
    else { return nil }
    return plan.rebuild
  }

  /// The next build is a full one (the last rebuild failed for another reason than the code).
  func forget() { plan = nil }

  /// The files in the folder of `exercise`'s starter, relative to the root.
  private func starterFolderFiles(_ exercise: Exercise) -> Set<String> {
    InputSnapshot(root: root, folders: [exercise.starterFolder]).files
  }

  /// `path` with every symbolic link resolved, as SwiftPM writes the folders in its manifest;
  /// `path` itself when it cannot be resolved.
  static func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
