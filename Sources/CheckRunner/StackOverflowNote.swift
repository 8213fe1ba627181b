#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells `workbook` that the runner is dying of a stack overflow, which the signal alone
/// (SIGSEGV, or SIGBUS on Darwin) does not say.
///
/// A handler for both signals runs on a stack of its own (the thread's stack is the one that
/// is full). When the faulting address lies within the main thread's stack limit of its top, or
/// just past it in the guard gap, it writes a message prepared in advance to the channel; then,
/// its action reset to the default by `SA_RESETHAND`, it returns, the fault happens again, and
/// the runner dies of it as before. The handler only compares numbers and calls `write`, both
/// safe in a signal handler. A stack overflow on another thread is not recognised: its
/// handler would need an alternate stack of its own.
enum StackOverflowNote {
  /// How far past the stack limit a fault still counts: Linux keeps a gap of 256 pages below a
  /// stack; a megabyte covers it for pages of up to 4 KiB.
  static let guardGap: UInt = 1 << 20

  /// Call from the main thread, near its top, before the check runs.
  static func install(nonce: String) {
    var limit = rlimit()
    #if canImport(Glibc)
      getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit)
    #else
      getrlimit(RLIMIT_STACK, &limit)
    #endif
    // No limit is RLIM_INFINITY: all ones on Linux, Int64.max on Darwin; a gigabyte then.
    let size = limit.rlim_cur >= rlim_t(Int.max) ? UInt(1 << 30) : UInt(limit.rlim_cur)
    var marker: UInt8 = 0
    let top = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    let bytes = CheckChannel.encode(.stackOverflow, nonce: nonce)
    let message = UnsafeMutableRawPointer.allocate(byteCount: bytes.count, alignment: 1)
    message.copyMemory(from: bytes, byteCount: bytes.count)
    note = Note(
      lowest: top > size + guardGap ? top - size - guardGap : 0, highest: top,
      message: message, length: bytes.count, descriptor: CheckChannel.descriptor)

    let alternateSize = 1 << 16
    var alternate = stack_t()
    alternate.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: alternateSize, alignment: 16)
    alternate.ss_size = alternateSize
    sigaltstack(&alternate, nil)

    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_sigaction = handle
    #else
      action.__sigaction_u.__sa_sigaction = handle
    #endif
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | Int32(bitPattern: UInt32(SA_RESETHAND))
    sigemptyset(&action.sa_mask)
    sigaction(SIGSEGV, &action, nil)
    sigaction(SIGBUS, &action, nil)
  }

  /// What the handler needs, prepared before it can run: plain numbers and a pointer.
  struct Note {
    var lowest: UInt
    var highest: UInt
    var message: UnsafeMutableRawPointer
    var length: Int
    var descriptor: Int32
  }
}

/// Set once, before the handler is installed, and only read after.
nonisolated(unsafe) private var note: StackOverflowNote.Note?

/// The SIGSEGV and SIGBUS handler.
private func handle(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  guard let info, let note else { return }
  #if canImport(Glibc)
    let address = UInt(bitPattern: info.pointee._sifields._sigfault.si_addr)
  #else
    let address = UInt(bitPattern: info.pointee.si_addr)
  #endif
  if address >= note.lowest && address < note.highest {
    _ = write(note.descriptor, note.message, note.length)
  }
}
