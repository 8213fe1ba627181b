import ObjectRuntime

/// The few operators the KVO path uses.
extension Signal {
  /// Each value passed through `transform` (`-map:`).
  public func map<Mapped>(_ transform: @escaping (Value) -> Mapped) -> Signal<Mapped> {
    Signal<Mapped> { subscriber in
      self.subscribe(
        next: { subscriber.sendNext(transform($0)) }, error: { subscriber.sendError($0) },
        completed: { subscriber.sendCompleted() })
    }
  }

  /// Runs `action` just before passing `completed` on (`-doCompleted:`).
  public func doCompleted(_ action: @escaping () -> Void) -> Signal {
    Signal { subscriber in
      self.subscribe(
        next: { subscriber.sendNext($0) }, error: { subscriber.sendError($0) },
        completed: {
          action()
          subscriber.sendCompleted()
        })
    }
  }

  // ANCHOR: skip
  /// This signal without its first `count` values (`-skip:`).
  public func skip(_ count: Int) -> Signal {
    Signal { subscriber in
      let skipped = Locked(0)
      return self.subscribe(
        next: { value in
          let passes = skipped.withLock { skipped in
            guard skipped < count else { return true }
            skipped += 1
            return false
          }
          if passes { subscriber.sendNext(value) }
        },
        error: { subscriber.sendError($0) }, completed: { subscriber.sendCompleted() })
    }
  }
  // ANCHOR_END: skip

  // ANCHOR: take-until
  /// This signal's events until `trigger` sends a value or completes; then `completed`
  /// (`-takeUntil:`). A trigger that has already fired ends the subscription before this
  /// signal's work starts.
  public func take<Trigger>(until trigger: Signal<Trigger>) -> Signal {
    Signal { subscriber in
      let both = CompoundDisposable()
      let finish = {
        both.dispose()
        subscriber.sendCompleted()
      }
      both.add(trigger.subscribe(next: { _ in finish() }, completed: finish))
      if !both.isDisposed {
        both.add(self.forward(to: subscriber))
      }
      return both
    }
  }
  // ANCHOR_END: take-until

  // ANCHOR: zip
  /// Pairs this signal's values with `other`'s, first with first (`-zipWith:`). It completes
  /// as soon as either side has completed and has no value left waiting for a partner, so two
  /// signals that send no values zip into one that completes when *either* completes.
  public func zip<Other>(with other: Signal<Other>) -> Signal<(Value, Other)> {
    Signal<(Value, Other)> { subscriber in
      let state = Locked(ZipState<Value, Other>())
      let settle = { (change: (inout ZipState<Value, Other>) -> Void) in
        let (pair, done) = state.withLock { state in
          change(&state)
          return (state.takePair(), state.isFinished)
        }
        if let pair { subscriber.sendNext(pair) }
        if done { subscriber.sendCompleted() }
      }
      let left = self.subscribe(
        next: { value in settle { $0.left.append(value) } },
        error: { subscriber.sendError($0) }, completed: { settle { $0.leftCompleted = true } })
      let right = other.subscribe(
        next: { value in settle { $0.right.append(value) } },
        error: { subscriber.sendError($0) }, completed: { settle { $0.rightCompleted = true } })
      return CompoundDisposable([left, right])
    }
  }
  // ANCHOR_END: zip
}

// ANCHOR: zip-state
/// What `zip(with:)` has seen of its two sides.
struct ZipState<Left, Right> {
  var left: [Left] = []
  var right: [Right] = []
  var leftCompleted = false
  var rightCompleted = false

  /// The oldest waiting pair, if both sides have a value waiting.
  mutating func takePair() -> (Left, Right)? {
    guard !left.isEmpty, !right.isEmpty else { return nil }
    return (left.removeFirst(), right.removeFirst())
  }

  var isFinished: Bool {
    (leftCompleted && left.isEmpty) || (rightCompleted && right.isEmpty)
  }
}
// ANCHOR_END: zip-state
