import WorkbookBase
import WorkbookBook

/// What the first difference between two tellings of a story most likely means, for the shapes
/// of difference that have a known meaning: a change notified without its other half, the
/// notification before the write or the write without it, a class pointer moved where the
/// solution does not move it (or not moved where it does, such as KVO's subclass kept because a
/// registration is left), an ordinary send where the solution sends to super, a notification too
/// many or too few; failing those, a step one side never takes. Each is said only when the steps
/// show it; any other difference is shown without a meaning.
enum StoryMeaning {
  /// The meaning of the difference at `index` (from 0) between the reader's steps and the
  /// solution's, both as ``StoryComparison/comparable(_:)`` gives them, in the language of
  /// `words`.
  static func of(
    yours: [RecordedTrace.Event], solution: [RecordedTrace.Event], at index: Int,
    words: UIText = .english
  ) -> String? {
    let mine = index < yours.count ? yours[index] : nil
    let theirs = index < solution.count ? solution[index] : nil
    if let mine, mine.kind == "did-change", let object = mine.to,
      openChanges(of: mine.label, on: object, in: yours[..<index]) == 0
    {
      return words(
        "`didChange({key})` sent without its `willChange`: observers hear of a change they were never told was coming.",
        ["key": mine.label])
    }
    if let mine, let theirs, mine.kind == "did-change", isSetter(theirs, of: mine) {
      return words(
        "`didChange({key})` sent before the new value is stored: observers read the value as it was.",
        ["key": mine.label])
    }
    if let mine, let theirs, theirs.kind == "will-change", isSetter(mine, of: theirs) {
      return words(
        "the new value is stored with no `willChange({key})` before it: observers are not told of the change.",
        ["key": theirs.label])
    }
    if let theirs, theirs.kind == "did-change", let object = theirs.to,
      openChanges(of: theirs.label, on: object, in: yours[...]) > 0
    {
      return words(
        "`willChange({key})` left without its `didChange`: observers are told a change is coming and never hear of it.",
        ["key": theirs.label])
    }
    if let theirs, theirs.kind == "class-change", let object = theirs.to {
      if let mine, mine.kind == "class-change", mine.to == object {
        return words(
          "your code moves {object} into {class}, where the solution moves it into {other class}.",
          ["object": object, "class": mine.label, "other class": theirs.label])
      }
      if !yours[index...].contains(where: { $0.kind == "class-change" && $0.to == object }) {
        if let kvoClass = theirs.detail?.trimmingPrefix("from "),
          kvoClass.hasPrefix("NSKVONotifying_")
        {
          return words(
            "{object} stays in {class}: with your code an observer is still registered with it, where with the solution the last one has left.",
            ["object": object, "class": String(kvoClass)])
        }
        return words(
          "your code never moves {object} into {class}: its class stays as it was.",
          ["object": object, "class": theirs.label])
      }
    }
    if let mine, mine.kind == "class-change", let object = mine.to,
      !solution[index...].contains(where: { $0.kind == "class-change" && $0.to == object })
    {
      return words(
        "your code moves {object} into {class}, and the solution leaves its class alone.",
        ["object": object, "class": mine.label])
    }
    if let mine, let theirs, mine.kind == "send", theirs.kind == "super-send",
      mine.label == theirs.label, mine.to == theirs.to
    {
      return words(
        "an ordinary send of `{selector}` where the solution sends it to super: an ordinary send starts its lookup in the object's own class again.",
        ["selector": mine.label])
    }
    if let mine, mine.kind == "notify", let observer = mine.to,
      notifications(of: observer, about: mine.label, in: yours[...])
        > notifications(of: observer, about: mine.label, in: solution[...])
    {
      return words(
        "{observer} hears of a change of {key path} more often than with the solution: a notification too many.",
        ["observer": observer, "key path": mine.label])
    }
    if let theirs, theirs.kind == "notify", let observer = theirs.to,
      notifications(of: observer, about: theirs.label, in: yours[...])
        < notifications(of: observer, about: theirs.label, in: solution[...])
    {
      return words(
        "{observer} is not told of this change of {key path}, as it is with the solution.",
        ["observer": observer, "key path": theirs.label])
    }
    if let theirs, !yours[index...].contains(theirs) {
      return words("your code never takes this step of the solution's.")
    }
    if let mine, !solution[index...].contains(mine) {
      return words("the solution never takes this step of yours.")
    }
    return nil
  }

  /// How many changes of `key` on `object` were announced (`willChange`) and not yet
  /// completed (`didChange`) by the end of `steps`.
  private static func openChanges(
    of key: String, on object: String, in steps: ArraySlice<RecordedTrace.Event>
  ) -> Int {
    steps.reduce(0) { open, step in
      guard step.to == object, step.label == key else { return open }
      switch step.kind {
      case "will-change": return open + 1
      case "did-change": return max(0, open - 1)
      default: return open
      }
    }
  }

  /// Whether `step` sends the setter of the key `change` is about to the object it changes:
  /// `setTemperature:` for `temperature`.
  private static func isSetter(_ step: RecordedTrace.Event, of change: RecordedTrace.Event)
    -> Bool
  {
    guard ["send", "super-send"].contains(step.kind), step.to == change.to,
      let first = change.label.first
    else { return false }
    return step.label == "set\(first.uppercased())\(change.label.dropFirst()):"
  }

  private static func notifications(
    of observer: String, about keyPath: String, in steps: ArraySlice<RecordedTrace.Event>
  ) -> Int {
    steps.filter { $0.kind == "notify" && $0.to == observer && $0.label == keyPath }.count
  }
}
