import ObjectRuntime

/// What must be watched on an object so that every change to one key path's value is heard.
///
/// For `fullName` with `firstName` and `lastName` affecting it, the keys are all three. For
/// `address.street`, the key is `address` (replacing the address changes the street) and the
/// rest, `street`, must be watched on whatever the address currently is.
// ANCHOR: triggers
struct ObservationTriggers {
  /// Keys of the observed object whose will/did-change notifications concern the key path.
  var keys: Set<String> = []
  /// Deeper paths to follow: watch `rest` on the current value of `key`.
  var forwardedPaths: [(key: String, rest: String)] = []

  /// The triggers of `keyPath` on instances of `type`, following affecting key paths
  /// (`keyPathsForValuesAffectingValue(forKey:)`) transitively; cycles are followed once.
  init(keyPath: String, on type: RuntimeObject.Type) {
    var visited: Set<String> = []
    collect(keyPath, on: type, visited: &visited)
  }

  private mutating func collect(
    _ keyPath: String, on type: RuntimeObject.Type, visited: inout Set<String>
  ) {
    guard visited.insert(keyPath).inserted else { return }
    let components = keyPath.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
      .map(String.init)
    let key = components[0]
    if components.count == 2 {
      forwardedPaths.append((key: key, rest: components[1]))
    }
    guard visited.insert("\(key)\u{0}key").inserted else { return }
    keys.insert(key)
    for affecting in type.keyPathsForValuesAffectingValue(forKey: key).sorted() {
      collect(affecting, on: type, visited: &visited)
    }
  }
}
// ANCHOR_END: triggers
