extension KeyValueChangeKey {
  /// A change dictionary in a few words for a trace: `prior`, `old Ada`, `new Bob`, or
  /// `setting` when it carries no values. Long values are cut short.
  public static func summary(of change: [KeyValueChangeKey: Any]) -> String {
    var parts: [String] = []
    if change[.notificationIsPrior] as? Bool == true { parts.append("prior") }
    for key in [KeyValueChangeKey.old, .new] {
      guard let value = change[key] else { continue }
      let text = String(describing: value)
      parts.append("\(key.rawValue) \(text.count > 24 ? text.prefix(23) + "…" : text)")
    }
    return parts.isEmpty ? "setting" : parts.joined(separator: ", ")
  }
}
