import Foundation
import Testing

// The processes are found through /proc: Linux only.
#if os(Linux)
  /// Nothing of an exercise run outlives it: not its checks, not what they started (even outside
  /// their process group), not its temporary folder, whether the run ends, is interrupted by
  /// SIGHUP, or is killed.
  @Suite struct LeftoverTests {
    /// One `workbook exercise run` of a fixture book, with its own temporary folder, and a token
    /// in its environment that every process it starts inherits, to find them by.
    final class Run {
      let book: FixtureBook
      let temporary: URL
      let token = UUID().uuidString
      let process = Process()
      let standardError: URL

      init(_ exercise: String, in book: FixtureBook) throws {
        self.book = book
        temporary = FileManager.default.temporaryDirectory.appending(
          path: "workbook-leftovers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let bin = temporary.appending(path: "bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
          at: bin.appending(path: "swift"), withDestinationURL: FixtureRunner.swift)
        standardError = temporary.appending(path: "stderr")
        _ = FileManager.default.createFile(atPath: standardError.path, contents: nil)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["TMPDIR"] = temporary.path
        environment["WORKBOOK_LEFTOVER_TOKEN"] = token
        process.executableURL = WorkbookBinary.url
        process.arguments = ["exercise", "run", exercise]
        process.currentDirectoryURL = book.root
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: standardError)
        try process.run()
      }

      deinit { try? FileManager.default.removeItem(at: temporary) }

      /// Waits until the check has started a process outside its group.
      func waitForTheEscape() throws {
        let marker = book.root.appending(path: "escaped")
        for _ in 0..<600 where !FileManager.default.fileExists(atPath: marker.path) {
          usleep(50_000)
        }
        try #require(FileManager.default.fileExists(atPath: marker.path))
      }

      /// The living processes whose environment holds the token.
      func processes() -> [String] {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return pids.filter { Int($0) != nil }.compactMap { pid in
          guard let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
            String(decoding: environment, as: UTF8.self).contains(token),
            let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            !status.contains("State:\tZ")
          else { return nil }
          let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
          return "\(pid): "
            + String(decoding: command, as: UTF8.self)
            .replacingOccurrences(of: "\0", with: " ")
        }
      }

      /// The processes still there after up to `seconds`.
      func processesLeft(within seconds: Double) -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline && !processes().isEmpty { usleep(50_000) }
        return processes()
      }

      /// The run folders in the run's temporary folder.
      func scratchFolders() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [])
          .filter { $0.hasPrefix("workbook-exercise-") }
      }

      var errorLines: [String] {
        ((try? String(contentsOf: standardError, encoding: .utf8)) ?? "")
          .split(separator: "\n").map(String.init)
      }
    }

    @Test func aProcessThatEscapedItsGroupEndsWithTheRun() throws {
      let book = try FixtureRunner.book("Escapes")
      let run = try Run("escapes", in: book)
      run.process.waitUntilExit()
      #expect(run.process.terminationStatus == 0, "\(run.errorLines)")
      #expect(run.processes() == [])
      #expect(run.scratchFolders() == [])
    }

    @Test func aHangUpEndsEverythingAndExitsWith129() throws {
      let book = try FixtureRunner.book("EscapesAndSpins")
      let run = try Run("escapesandspins", in: book)
      try run.waitForTheEscape()
      kill(run.process.processIdentifier, SIGHUP)
      run.process.waitUntilExit()
      #expect(run.process.terminationStatus == 129)
      #expect(run.errorLines.last == "Interrupted by SIGHUP: the checks were stopped.")
      #expect(run.processes() == [])
      #expect(run.scratchFolders() == [])
    }

    @Test func aKilledRunLeavesNoProcessAndItsFolderGoesAtTheNextRun() throws {
      let book = try FixtureRunner.book("EscapesAndSpins", "Honest")
      let run = try Run("escapesandspins", in: book)
      try run.waitForTheEscape()
      kill(run.process.processIdentifier, SIGKILL)
      run.process.waitUntilExit()
      #expect(run.processesLeft(within: 5) == [])
      #expect(run.scratchFolders().count == 1, "SIGKILL leaves the folder to the next run")

      let next = Process()
      next.executableURL = WorkbookBinary.url
      next.arguments = ["exercise", "run", "honest"]
      next.currentDirectoryURL = book.root
      next.environment = run.process.environment
      next.standardOutput = FileHandle.nullDevice
      next.standardError = FileHandle.nullDevice
      try next.run()
      next.waitUntilExit()
      #expect(next.terminationStatus == 1, "the honest fixture fails one check")
      #expect(run.scratchFolders() == [])
      #expect(run.processes() == [])
    }
  }
#endif
