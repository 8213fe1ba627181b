import ObjectRuntime

extension RuntimeObject {
  // ANCHOR: values-check
  /// Checks, at registration, a key path that continues through a Swift value held by a
  /// property. A value sends no notifications of its own, so the rest of the path is read again
  /// whenever the property changes; that only works for keys the value answers. A key path
  /// through an array or a set raises what `NSArray` and `NSSet` raise (only `@count` may
  /// follow one); any other key a value does not answer raises Foundation's registration
  /// error at once, instead of ending the process at the first notification.
  func checkKeyPathThroughValues(
    _ keyPath: String, observer: RuntimeObject, options: KeyValueObservingOptions,
    context: UnsafeMutableRawPointer?
  ) {
    var current: Any = self
    var components = keyPath.split(separator: ".").map(String.init)[...]
    while let key = components.popFirst(), !components.isEmpty {
      guard case .found(let found) = ObjectRuntime.lookUpValue(in: current, forKey: key),
        let next = found
      else { return }
      current = next
      if next is RuntimeObject { continue }
      let rest = components.joined(separator: ".")
      if next is [Any] || next is Set<AnyHashable>, rest != "@count" {
        RuntimeException.raise(
          .invalidArgument,
          "[<\(valueClassName(of: next))> addObserver:forKeyPath:options:context:] is not supported. Key path: \(rest)"
        )
      }
      guard case .found = lookUpValue(alongKeyPath: keyPath) else {
        RuntimeException.raise(
          .unknownKey,
          "[\(bracketedDescription(of: self)) addObserver:\(bracketedDescription(of: observer)) forKeyPath:@\"\(keyPath)\" options:\(options.rawValue) context:\(describeContext(context))] was sent to an object that is not KVC-compliant for the \"\(keyPath)\" property."
        )
      }
      return
    }
  }
  // ANCHOR_END: values-check
}
