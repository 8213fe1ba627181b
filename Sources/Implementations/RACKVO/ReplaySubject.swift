import Foundation

/// A signal you send events into by hand, which replays what it has sent to each new
/// subscriber (`RACReplaySubject`): the last `capacity` values, then its ending if it has one.
/// A subscriber that arrives after `completed` receives those values and then `completed` at
/// once.
///
/// Sending and replaying happen under one recursive lock, as ReactiveObjC's does, so a late
/// subscriber sees the events in the order they were sent.
public final class ReplaySubject<Value>: @unchecked Sendable {
  private enum Ending {
    case completed
    case failed(any Error)
  }

  private let lock = NSRecursiveLock()
  private let capacity: Int
  private var values: [Value] = []
  private var ending: Ending?
  private var subscribers: [Subscriber<Value>] = []

  /// A subject that replays its last `capacity` values, all of them by default
  /// (`+replaySubjectWithCapacity:`). With `0` it replays only its ending.
  public init(capacity: Int = .max) {
    precondition(capacity >= 0, "a replay subject cannot keep a negative number of values")
    self.capacity = capacity
  }

  // ANCHOR: replay-subject-signal
  /// The subject as a signal to subscribe to.
  public var signal: Signal<Value> {
    Signal { subscriber in
      self.lock.lock()
      defer { self.lock.unlock() }
      for value in self.values { subscriber.sendNext(value) }
      switch self.ending {
      case .completed: subscriber.sendCompleted()
      case .failed(let error): subscriber.sendError(error)
      case nil: self.subscribers.append(subscriber)
      }
      return ActionDisposable { [weak self, weak subscriber] in
        guard let self else { return }
        self.lock.lock()
        defer { self.lock.unlock() }
        self.subscribers.removeAll { $0 === subscriber }
      }
    }
  }
  // ANCHOR_END: replay-subject-signal

  // ANCHOR: replay-subject-send
  public func sendNext(_ value: Value) {
    lock.lock()
    defer { lock.unlock() }
    guard ending == nil else { return }
    values.append(value)
    if values.count > capacity { values.removeFirst(values.count - capacity) }
    for subscriber in subscribers { subscriber.sendNext(value) }
  }
  // ANCHOR_END: replay-subject-send

  public func sendCompleted() {
    end(.completed)
  }

  public func sendError(_ error: any Error) {
    end(.failed(error))
  }

  // ANCHOR: replay-subject-end
  private func end(_ how: Ending) {
    lock.lock()
    defer { lock.unlock() }
    guard ending == nil else { return }
    ending = how
    let ended = subscribers
    subscribers = []
    for subscriber in ended {
      switch how {
      case .completed: subscriber.sendCompleted()
      case .failed(let error): subscriber.sendError(error)
      }
    }
  }
  // ANCHOR_END: replay-subject-end
}
