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

/// Temporary files named after the process that made them, `workbook-PID-…` in the system's
/// temporary folder, so that one left by a run that was interrupted (its `defer` never ran) is
/// recognised and removed by the next run once its process is gone.
public enum ScratchFile {
  /// A fresh path for a temporary file or folder; `kind` names what it is for. Abandoned ones
  /// are removed first.
  public static func path(for kind: String) -> URL {
    removeAbandoned()
    return FileManager.default.temporaryDirectory.appending(
      path: "workbook-\(getpid())-\(kind)-\(UUID().uuidString.prefix(8))")
  }

  /// Removes every `workbook-PID-…` entry whose process no longer runs.
  public static func removeAbandoned() {
    let folder = FileManager.default.temporaryDirectory.path
    for name in FileSystem.directoryEntries(folder) ?? [] where name.hasPrefix("workbook-") {
      let fields = name.split(separator: "-", maxSplits: 2)
      guard fields.count == 3, let pid = pid_t(fields[1]), pid > 0 else { continue }
      if kill(pid, 0) != 0, errno == ESRCH {
        try? FileManager.default.removeItem(atPath: folder + "/" + name)
      }
    }
  }
}
