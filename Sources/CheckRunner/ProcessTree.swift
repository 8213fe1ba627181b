#if canImport(Glibc)
  import Glibc
  import ProcessShims
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processes below a process, found by their parent, so that those which left their process
/// group (`setsid`) can still be ended.
///
/// On Linux a process that has called ``becomeSubreaper()`` keeps every descendant in its tree:
/// an orphan is reparented to it instead of to init, and ``children(of:)`` finds it by reading
/// `/proc`. Darwin has no subreaper and no `/proc`: there ``becomeSubreaper()`` answers `false`,
/// ``children(of:)`` answers nothing, and only the process group is ended (checked by reading
/// the code; there is no Mac here).
public enum ProcessTree {
  /// Makes this process the reaper of its orphaned descendants. Answers whether it is.
  @discardableResult
  public static func becomeSubreaper() -> Bool {
    #if os(Linux)
      return process_shims_become_subreaper() == 0
    #else
      return false
    #endif
  }

  /// The running children of `parent` (zombies, which have already ended, left out).
  public static func children(of parent: pid_t) -> [pid_t] {
    #if os(Linux)
      return processes().filter { $0.parent == parent && $0.state != "Z" }.map(\.pid)
    #else
      return []
    #endif
  }

  /// Kills every running descendant of `ancestor` with SIGKILL, again and again until none is
  /// left (a process may fork between the listing and the kill), at most 100 rounds. Linux only.
  public static func killDescendants(of ancestor: pid_t) {
    #if os(Linux)
      for _ in 0..<100 {
        let all = processes().filter { $0.state != "Z" }
        var below: Set<pid_t> = [ancestor]
        var grew = true
        while grew {
          let more = all.filter { below.contains($0.parent) && !below.contains($0.pid) }
          grew = !more.isEmpty
          below.formUnion(more.map(\.pid))
        }
        below.remove(ancestor)
        if below.isEmpty { return }
        for pid in below { kill(pid, SIGKILL) }
      }
    #endif
  }

  #if os(Linux)
    /// One line of `/proc/PID/stat`: the fields this type needs.
    struct Entry {
      var pid: pid_t
      var state: Character
      var parent: pid_t
    }

    /// Every process `/proc` lists.
    static func processes() -> [Entry] {
      (DirectoryNames.read(atPath: "/proc") ?? []).compactMap { pid_t($0).flatMap(entry) }
    }

    /// `/proc/PID/stat` read: `pid (name) state ppid …`, where the name may hold spaces and
    /// parentheses, so the fields are counted from the last `)`.
    static func entry(_ pid: pid_t) -> Entry? {
      guard let text = ProcFile.read("/proc/\(pid)/stat"),
        let close = text.lastIndex(of: ")")
      else { return nil }
      let fields = text[text.index(after: close)...].split(separator: " ")
      guard fields.count > 2, let state = fields[0].first, let parent = pid_t(fields[1]) else {
        return nil
      }
      return Entry(pid: pid, state: state, parent: parent)
    }
  #endif
}
