import ObjectRuntime

// ANCHOR: record
/// One registration: who observes (held weakly), which key, and the block to call.
///
/// The weak observer is only ever compared on removal. Nothing checks it before the block
/// runs, so a block outlives its observer. Public for the chapter's exercises, which choose
/// and keep records of their own.
public final class ObservationRecord {
  private let observerReference: WeakReference<RuntimeObject>
  public let key: String
  public let block: ObservingBlock

  public init(observer: RuntimeObject, key: String, block: @escaping ObservingBlock) {
    self.observerReference = WeakReference(observer)
    self.key = key
    self.block = block
  }

  /// The observer, or `nil` once it has been freed.
  public var observer: RuntimeObject? { observerReference.object }
}
// ANCHOR_END: record
