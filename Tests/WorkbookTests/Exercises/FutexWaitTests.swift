import Testing

@testable import WorkbookRun

#if os(Linux)
  /// A thread counts as stuck only in a futex wait with no time limit; a priority-inheriting
  /// lock is told apart, since its word names its owner.
  @Suite struct FutexWaitTests {
    #if arch(x86_64)
      static let futex = "202"
    #else
      static let futex = "98"
    #endif

    @Test func aWaitWithoutATimeLimitNamesItsFutex() throws {
      let wait = try #require(
        FutexWait("\(Self.futex) 0x55d0c0de1000 0x80 0x2 0x0 0x0 0x0 0x7ffd 0x7f00"))
      #expect(wait.address == 0x55d0_c0de_1000)
      #expect(!wait.isPriorityLock)
    }

    @Test func aPriorityInheritingLockIsToldApart() throws {
      let wait = try #require(
        FutexWait("\(Self.futex) 0x7f0000001000 0x86 0x0 0x0 0x0 0x0 0x7ffd 0x7f00"))
      #expect(wait.isPriorityLock)
    }

    @Test func aWaitWithATimeLimitOrAnotherCallIsNotStuck() {
      #expect(FutexWait("\(Self.futex) 0x55d0c0de1000 0x80 0x2 0x7ffd1000 0x0 0x0 0x1 0x2") == nil)
      #expect(FutexWait("230 0x0 0x0 0x7ffd1000 0x0 0x0 0x0 0x1 0x2") == nil)  // clock_nanosleep
      #expect(FutexWait("running") == nil)
    }
  }
#endif
