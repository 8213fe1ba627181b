import Foundation

/// Which processors a thread runs on, where the system lets a thread choose (Linux).
public enum Processors {
  /// Keeps the calling thread, and the threads it starts afterwards, to the `index`-th
  /// processor this process may run on (counting round), so that the two threads of
  /// ``AtOnce/onTwoThreads(_:)`` run on two processors: left to itself, Linux often kept both
  /// on one, where they took turns and overlapped in fewer than 10 rounds out of 20,000. Does
  /// nothing where there is one processor, or no such choice.
  public static func keepCallingThread(onThe index: Int) {
    #if os(Linux)
      // Swift's Glibc module leaves out the GNU calls that choose processors, so they are
      // looked up by name: `int sched_getaffinity(pid_t, size_t, cpu_set_t *)`, and its twin.
      typealias Affinity = @convention(c) (Int32, Int, UnsafeMutableRawPointer) -> Int32
      guard let get = dlsym(dlopen(nil, RTLD_NOW), "sched_getaffinity"),
        let set = dlsym(dlopen(nil, RTLD_NOW), "sched_setaffinity")
      else { return }
      var allowed = cpu_set_t()
      let size = MemoryLayout<cpu_set_t>.size
      guard unsafeBitCast(get, to: Affinity.self)(0, size, &allowed) == 0 else { return }
      let processors = withUnsafeBytes(of: allowed) { bytes in
        (0..<size * 8).filter { bytes[$0 / 8] & (1 << ($0 % 8)) != 0 }
      }
      guard processors.count > 1 else { return }
      var chosen = cpu_set_t()
      let processor = processors[index % processors.count]
      withUnsafeMutableBytes(of: &chosen) { $0[processor / 8] |= 1 << (processor % 8) }
      _ = unsafeBitCast(set, to: Affinity.self)(0, size, &chosen)
    #endif
  }
}
