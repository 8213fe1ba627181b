import RawKVO

/// `NSKeyValueObservingOptionNew|NSKeyValueObservingOptionOld`, as the original's debug
/// descriptions spell a set of options.
package func describeOptions(_ options: KeyValueObservingOptions) -> String {
  let names: [(KeyValueObservingOptions, String)] = [
    (.new, "NSKeyValueObservingOptionNew"), (.old, "NSKeyValueObservingOptionOld"),
    (.initial, "NSKeyValueObservingOptionInitial"), (.prior, "NSKeyValueObservingOptionPrior"),
  ]
  return names.filter { options.contains($0.0) }.map(\.1).joined(separator: "|")
}
