#if canImport(Glibc)
  import Glibc
  import ProcessShims
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends a check runner, and everything it started, when `workbook` goes away, however it goes
/// (a SIGKILL included): a thread of the runner's waits on the channel, which reads its end
/// only when `workbook`'s end is closed, and then kills the runner's descendants and its
/// process group.
///
/// The runner becomes a subreaper first (Linux), so a descendant that left the process group
/// and lost its parent is still below the runner and found. On Darwin only the process group
/// ends (see ``ProcessTree``).
enum Watchdog {
  /// The thread's name, which `workbook` knows: a thread waiting on the channel is not a sign
  /// that the check is stuck.
  static let threadName = "check-watchdog"

  static func start() {
    ProcessTree.becomeSubreaper()
    #if canImport(Glibc)
      var thread = pthread_t()
      pthread_create(&thread, nil, { _ in watch() }, nil)
    #else
      var thread: pthread_t? = nil
      pthread_create(&thread, nil, { _ in watch() }, nil)
    #endif
  }
}

/// The watchdog thread: returns only by ending the process.
private func watch() -> Never {
  #if os(Linux)
    _ = process_shims_name_thread(Watchdog.threadName)
  #else
    _ = pthread_setname_np(Watchdog.threadName)
  #endif
  var byte: UInt8 = 0
  while true {
    let count = read(CheckChannel.descriptor, &byte, 1)
    if count > 0 || (count < 0 && errno == EINTR) { continue }
    break
  }
  ProcessTree.killDescendants(of: getpid())
  // `workbook` started the runner as the leader of a group of its own.
  if getpgrp() == getpid() { kill(0, SIGKILL) }
  _exit(1)
}
