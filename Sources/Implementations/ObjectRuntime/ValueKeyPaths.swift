/// Key-value coding on values that are not runtime objects, for key paths that continue through
/// a property holding a Swift value.
///
/// Foundation answers a few keys on its value classes, and only those are answered here: a
/// string's `length` (`-[NSString length]`, counted in UTF-16 units), a dictionary's entries by
/// key (`-[NSDictionary valueForKey:]` reads the entry, `nil` when there is none), and the
/// `@count` operator on arrays, sets and dictionaries. Any other key is undefined.
public func lookUpValue(in value: Any, forKey key: String) -> RuntimeObject.KeyValueLookup {
  if key == "@count" {
    switch value {
    case let array as [Any]: return .found(array.count)
    case let set as Set<AnyHashable>: return .found(set.count)
    case let dictionary as [AnyHashable: Any]: return .found(dictionary.count)
    default: return .undefined
    }
  }
  switch value {
  case let object as RuntimeObject: return object.lookUpValue(forKey: key)
  case let string as String where key == "length": return .found(string.utf16.count)
  case let dictionary as [String: Any]: return .found(flattenOptional(dictionary[key]))
  default: return .undefined
  }
}

/// Reads along `keyPath` starting from any value, raising `NSUnknownKeyException` where a value
/// does not answer a key.
func value(in start: Any, forKeyPath keyPath: String) -> Any? {
  var current = start
  var components = keyPath.split(separator: ".").map(String.init)[...]
  while let key = components.popFirst() {
    if let object = current as? RuntimeObject {
      return object.value(forKeyPath: ([key] + components).joined(separator: "."))
    }
    guard case .found(let found) = lookUpValue(in: current, forKey: key) else {
      RuntimeException.raise(
        .unknownKey,
        "[<\(type(of: current))> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
      )
    }
    guard let found, !components.isEmpty else { return found }
    current = found
  }
  return current
}

/// The description of a value's type in exception texts: `Array<Item>` for a Swift array.
public func valueClassName(of value: Any) -> String {
  String(describing: type(of: value))
}
