import Foundation
import Testing

@testable import WorkbookRun

// The processes are found through /proc: Linux only.
#if os(Linux)
  /// Nothing of an exercise run outlives it: not its checks, not what they started (even outside
  /// their process group), not its temporary folder, whether the run ends, is interrupted by
  /// SIGHUP, or is killed.
  @Suite struct LeftoverTests {
    /// One `workbook exercise run` of a fixture book, with its own temporary folder, and a token
    /// in its environment that every process it starts inherits, to find them by.
    ///
    /// Started with `posix_spawn` (``ChildProcess``), not Foundation's `Process`, which on Linux
    /// waits for every process that inherited its monitoring socket: a leftover would hang the
    /// test instead of failing it.
    final class Run {
      let book: FixtureBook
      let temporary: URL
      let token = UUID().uuidString
      let environment: [String: String]
      let transcript: URL
      private(set) var pid: pid_t = 0

      init(_ exercise: String, in book: FixtureBook) throws {
        self.book = book
        temporary = FileManager.default.temporaryDirectory.appending(
          path: "workbook-leftovers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let bin = temporary.appending(path: "bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
          at: bin.appending(path: "swift"), withDestinationURL: FixtureRunner.swift)
        transcript = temporary.appending(path: "transcript")
        environment = [
          "PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
          "TMPDIR": temporary.path, "WORKBOOK_LEFTOVER_TOKEN": token,
        ]
        pid = try start(exercise)
      }

      deinit { try? FileManager.default.removeItem(at: temporary) }

      /// Starts `workbook exercise run EXERCISE` in the book, with the run's environment.
      func start(_ exercise: String) throws -> pid_t {
        try ChildProcess.spawn(
          [WorkbookBinary.url.path, "exercise", "run", exercise], in: book.root.path,
          environment: environment, outputPath: transcript.path, inputFromNull: true)
      }

      /// Waits for `pid` to end; answers its exit status.
      static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return ChildProcess.exitStatus(status)
      }

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
          .filter { $0.hasPrefix("workbook-") && $0.contains("-exercise-") }
      }

      /// What the run printed, line by line.
      var transcriptLines: [String] {
        ((try? String(contentsOf: transcript, encoding: .utf8)) ?? "")
          .split(separator: "\n").map(String.init)
      }
    }

    @Test func aProcessThatEscapedItsGroupEndsWithTheRun() throws {
      let book = try FixtureRunner.book("Escapes")
      let run = try Run("escapes", in: book)
      #expect(Run.wait(run.pid) == 0, "\(run.transcriptLines)")
      #expect(run.processes() == [])
      #expect(run.scratchFolders() == [])
    }

    @Test func aHangUpEndsEverythingAndExitsWith129() throws {
      let book = try FixtureRunner.book("EscapesAndSpins")
      let run = try Run("escapesandspins", in: book)
      try run.waitForTheEscape()
      kill(run.pid, SIGHUP)
      #expect(Run.wait(run.pid) == 129)
      #expect(run.transcriptLines.last == "Interrupted by SIGHUP: the checks were stopped.")
      #expect(run.processes() == [])
      #expect(run.scratchFolders() == [])
    }

    @Test func aKilledRunLeavesNoProcessAndItsFolderGoesAtTheNextRun() throws {
      let book = try FixtureRunner.book("EscapesAndSpins", "Honest")
      let run = try Run("escapesandspins", in: book)
      try run.waitForTheEscape()
      kill(run.pid, SIGKILL)
      _ = Run.wait(run.pid)
      #expect(run.processesLeft(within: 20) == [])
      #expect(run.scratchFolders().count == 1, "SIGKILL leaves the folder to the next run")

      #expect(Run.wait(try run.start("honest")) == 1, "the honest fixture fails one check")
      #expect(run.scratchFolders() == [])
      #expect(run.processes() == [])
    }
  }
#endif
