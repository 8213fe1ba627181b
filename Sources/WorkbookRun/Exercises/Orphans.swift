internal import CheckRunner
import Synchronization
import WorkbookBook
import WorkbookRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The run's processes that left their check's process group and lost their parent (a starter
/// that calls `setsid` and forks, say), which ending the group does not reach.
///
/// Once ``adopt()`` has been called, such a process is reparented to this one instead of to
/// init (Linux: `PR_SET_CHILD_SUBREAPER`), and ``endAll()``, called after each program an
/// exercise run starts, kills and reaps every child this process has. That is only right in a
/// process whose children all belong to the run, so the `workbook` command adopts and a test
/// process does not. Darwin has no subreaper: there ``adopt()`` does nothing and only process
/// groups are ended (checked by reading).
public enum Orphans {
  /// From now on, the run's orphans become this process's children, and are ended.
  public static func adopt() {
    adopting.store(ProcessTree.becomeSubreaper(), ordering: .relaxed)
  }

  /// Kills and reaps this process's children, until none is left, when it adopts orphans.
  static func endAll() {
    guard adopting.load(ordering: .relaxed) else { return }
    for _ in 0..<100 {
      let children = ProcessTree.children(of: getpid())
      if children.isEmpty { break }
      for child in children { kill(child, SIGKILL) }
      for child in children {
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 && errno == EINTR {}
      }
    }
    // Children that had already ended, killed or not, are reaped here.
    var status: Int32 = 0
    while waitpid(-1, &status, WNOHANG) > 0 {}
  }
}

/// Whether ``Orphans/adopt()`` made this process a subreaper.
private let adopting = Atomic<Bool>(false)
