import ObjectRuntime

/// The contract of exercise TwoWayBinding: two objects whose key path stays equal, through raw KVO.
public protocol TwoWayBindingContract: AnyObject {
  /// Binds `keyPath` of `first` and `second`: `second` takes `first`'s value at once, and from
  /// then on a change to either is copied to the other, once.
  init(_ first: RuntimeObject, _ second: RuntimeObject, keyPath: String)
  /// Ends the binding in both directions; calling it again does nothing. A binding that is
  /// freed unbinds itself, even when its objects were let go before it.
  func unbind()
}
