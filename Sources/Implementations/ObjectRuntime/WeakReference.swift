/// A zeroing weak reference: it does not keep its object alive, and reads `nil` once the object
/// is gone (already while the object is being torn down, as in Objective-C).
public struct WeakReference<Object: AnyObject>: @unchecked Sendable {
  public private(set) weak var object: Object?

  public init(_ object: Object?) {
    self.object = object
  }
}
