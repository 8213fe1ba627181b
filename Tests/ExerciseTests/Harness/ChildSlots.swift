import Foundation

/// Lets a few check processes run at a time. Swift Testing starts every case of a
/// parameterised test at once, and with one child process per case the two-thread checks
/// competed with dozens of others for two processors, so that their threads hardly ever ran
/// together and the checks could not judge (``ExerciseChecks/UndecidedCheck``).
actor ChildSlots {
  /// The slots the exercise tests share: two per processor, since most children spend much of
  /// their short life starting up, and one per processor left the processors idle between them.
  static let shared = ChildSlots(count: 2 * max(1, ProcessInfo.processInfo.activeProcessorCount))

  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(count: Int) { free = count }

  /// Runs `body` once a slot is free, holding the slot until `body` returns.
  @discardableResult
  static func inSlot<T: Sendable>(_ body: () async -> T) async -> T {
    await shared.take()
    let result = await body()
    await shared.give()
    return result
  }

  private func take() async {
    if free > 0 {
      free -= 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  private func give() {
    if waiting.isEmpty {
      free += 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}
