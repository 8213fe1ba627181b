internal import CheckRunner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if os(Linux)
  /// One thread of a check runner as `/proc` shows it: its name, how long it has run, and the
  /// futex it waits on without a time limit, if it does.
  struct StuckThread {
    var id: Int32
    /// The name the thread gave itself (`/proc/…/comm`), which is the program's name unless
    /// the thread was named.
    var name: String
    /// Nanoseconds the thread has run (the first field of `schedstat`).
    var runTime: UInt64
    /// The address of the futex the thread waits on with no time limit, or `nil` when it does
    /// not (it runs, sleeps, or waits with a time limit).
    var waitsOn: UInt?
    /// Whether the futex is a priority-inheriting lock, whose word holds its owner's thread id
    /// (Swift's `Mutex`); otherwise it may be a glibc `pthread_mutex_t` (`NSLock`), a semaphore
    /// or a condition.
    var waitsOnPriorityLock = false

    /// The runner's threads, leaving out its watchdog (which waits on the channel by design),
    /// or `nil` when `/proc` cannot be read.
    static func threads(of pid: pid_t) -> [StuckThread]? {
      guard let names = DirectoryNames.read(atPath: "/proc/\(pid)/task") else { return nil }
      var threads: [StuckThread] = []
      for id in names.compactMap({ Int32($0) }).sorted() {
        let task = "/proc/\(pid)/task/\(id)"
        let name = ProcFile.read("\(task)/comm")?.trimmingTrailingNewline ?? ""
        if name.hasPrefix("check-watchdog") { continue }
        guard let syscall = ProcFile.read("\(task)/syscall"),
          let schedstat = ProcFile.read("\(task)/schedstat"),
          let runTime = schedstat.split(separator: " ").first.flatMap({ UInt64($0) })
        else { return nil }
        var thread = StuckThread(id: id, name: name, runTime: runTime, waitsOn: nil)
        if let wait = FutexWait(syscall) {
          thread.waitsOn = wait.address
          thread.waitsOnPriorityLock = wait.isPriorityLock
        }
        threads.append(thread)
      }
      return threads.isEmpty ? nil : threads
    }

    /// The thread that holds the lock this one waits for, if the lock records its owner and
    /// the owner is one of `threads`: the word of a priority-inheriting futex, or the `__owner`
    /// field that glibc keeps two words into a `pthread_mutex_t`. A semaphore or a condition
    /// records no owner, and whatever those bytes hold is no thread of the runner.
    func lockOwner(in process: pid_t, among threads: [StuckThread]) -> StuckThread? {
      guard let address = waitsOn else { return nil }
      let owner: Int32?
      if waitsOnPriorityLock {
        owner = ProcessMemory.int32(in: process, at: address).map { $0 & 0x3fff_ffff }
      } else {
        owner = ProcessMemory.int32(in: process, at: address + 8)
      }
      return threads.first { $0.id == owner }
    }
  }

  /// A line of `/proc/…/syscall` (`NUMBER ARG1 … ARG6 SP PC`, or `running`) read as a futex
  /// wait with no time limit: `FUTEX_WAIT`, `FUTEX_LOCK_PI`, `FUTEX_WAIT_BITSET`,
  /// `FUTEX_WAIT_REQUEUE_PI` or `FUTEX_LOCK_PI2` (0, 6, 9, 11, 13 once the private and clock
  /// flags are masked off) whose timeout argument is null.
  struct FutexWait {
    var address: UInt
    var isPriorityLock: Bool

    init?(_ line: String) {
      let fields = line.split(separator: " ")
      guard fields.count >= 5, Int(fields[0]) == Self.futexCall,
        let address = UInt(fields[1].dropFirst(2), radix: 16),
        let operation = Int(fields[2].dropFirst(2), radix: 16),
        let timeout = UInt(fields[4].dropFirst(2), radix: 16),
        [0, 6, 9, 11, 13].contains(operation & 0x7f), timeout == 0
      else { return nil }
      self.address = address
      self.isPriorityLock = [6, 13].contains(operation & 0x7f)
    }

    /// The number of the `futex` system call.
    #if arch(x86_64)
      static let futexCall = 202
    #else
      static let futexCall = 98  // arm64, riscv64
    #endif
  }

  /// Reads another process's memory through `/proc/PID/mem`, which a parent may do for its
  /// child.
  enum ProcessMemory {
    /// The four bytes at `address` in `pid`, or `nil` when they cannot be read.
    static func int32(in pid: pid_t, at address: UInt) -> Int32? {
      let descriptor = open("/proc/\(pid)/mem", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0, address <= UInt(Int64.max) else { return nil }
      defer { close(descriptor) }
      var value: Int32 = 0
      let count = withUnsafeMutableBytes(of: &value) {
        pread(descriptor, $0.baseAddress, 4, off_t(address))
      }
      return count == 4 ? value : nil
    }
  }

  extension String {
    fileprivate var trimmingTrailingNewline: String {
      hasSuffix("\n") ? String(dropLast()) : self
    }
  }
#endif
