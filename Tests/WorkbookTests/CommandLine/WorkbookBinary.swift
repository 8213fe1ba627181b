import Foundation
import Testing

/// The `workbook` executable built beside the test bundle, run as a user runs it.
enum WorkbookBinary {
  /// `.build/<triple>/debug/workbook`, next to the test bundle (`swift test` builds every
  /// product first).
  static let url: URL = {
    let bundle = URL(filePath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = bundle.deletingLastPathComponent()
    while !directory.path.hasSuffix("/debug") && !directory.path.hasSuffix("/release")
      && directory.path != "/"
    {
      directory.deleteLastPathComponent()
    }
    return directory.appending(path: "workbook")
  }()

  /// What one run printed and how it ended.
  struct Run: Equatable {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// Starts the binary with `arguments` in `directory`, without waiting.
  static func start(_ arguments: [String], in directory: URL) throws -> Process {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Runs the binary with `arguments` in `directory` to its end.
  static func run(_ arguments: [String], in directory: URL) throws -> Run {
    try #require(
      FileManager.default.isExecutableFile(atPath: url.path),
      "no workbook binary at \(url.path): run 'swift build' first")
    let outputs = FileManager.default.temporaryDirectory.appending(
      path: "workbook-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outputs) }
    let output = outputs.appending(path: "stdout")
    let error = outputs.appending(path: "stderr")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: error.path, contents: nil)
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: error)
    try process.run()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      standardOutput: try String(contentsOf: output, encoding: .utf8),
      standardError: try String(contentsOf: error, encoding: .utf8))
  }
}
