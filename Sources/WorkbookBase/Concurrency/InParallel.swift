import Dispatch

/// `body(0)`, `body(1)`, … `body(count - 1)`, in that order, computed on as many threads as the
/// machine offers: how the build renders its chapters, assembles its pages and counts the
/// search terms of its sections.
public func inParallel<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result)
  -> [Result]
{
  let results = Locked<[Result?]>(Array(repeating: nil, count: count))
  DispatchQueue.concurrentPerform(iterations: count) { index in
    let result = body(index)
    results.withLock { $0[index] = result }
  }
  return results.withLock { done in done.map { $0! } }
}
