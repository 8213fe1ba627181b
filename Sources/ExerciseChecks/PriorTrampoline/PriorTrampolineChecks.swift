import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RACKVO
import RawKVO

/// The checks of exercise `PriorTrampoline`.
public enum PriorTrampolineChecks {
  public static let exercise = "PriorTrampoline"

  /// What a block hears, written `before: value` or `after: value`.
  final class Heard: @unchecked Sendable {
    let lines = Locked<[String]>([])

    var block: TrampolineValueBlock {
      { value, change in
        let when = change[.notificationIsPrior] as? Bool == true ? "before" : "after"
        self.lines.withLock { $0.append("\(when): \(value.map { "\($0)" } ?? "nil")") }
      }
    }

    var all: [String] { lines.withLock { $0 } }
  }

  /// A swatch observed for `color` with `options`, with what its block heard; all kept alive.
  static func observedSwatch(
    _ subject: any PriorTrampolineContract.Type, options: KeyValueObservingOptions,
    color: String? = nil
  ) -> (ExerciseSwatch, any PriorTrampolineContract, Heard) {
    let (swatch, heard) = (ExerciseSwatch(), Heard())
    swatch.color = color
    let trampoline = subject.init(
      target: swatch, key: "color", options: options, block: heard.block)
    KeepAlive.hold(swatch, trampoline, heard)
    return (swatch, trampoline, heard)
  }

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any PriorTrampolineContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("Without .prior, the block hears each new value and nothing before") {
        let (swatch, _, heard) = observedSwatch(subject, options: [], color: "red")
        swatch.color = "green"
        swatch.color = "blue"
        let expected = ["after: green", "after: blue"]
        try require(heard.all == expected, expected: "\(expected)", got: "\(heard.all)")
      },
      ExerciseCheck("With .prior, the block hears the old value before each change") {
        let (swatch, _, heard) = observedSwatch(subject, options: .prior, color: "red")
        swatch.color = "green"
        swatch.color = "blue"
        let expected = ["before: red", "after: green", "before: green", "after: blue"]
        try require(heard.all == expected, expected: "\(expected)", got: "\(heard.all)")
      },
      ExerciseCheck("A missing value arrives as nil, before a change and after it") {
        let (swatch, _, heard) = observedSwatch(subject, options: [.prior, .new])
        swatch.color = "red"
        swatch.color = nil
        let expected = ["before: nil", "after: red", "before: red", "after: nil"]
        try require(heard.all == expected, expected: "\(expected)", got: "\(heard.all)")
      },
      ExerciseCheck("With .initial, the block hears the current value at once") {
        let (swatch, _, heard) = observedSwatch(subject, options: .initial, color: "red")
        let atOnce = heard.all
        swatch.color = "green"
        let expected = ["after: red", "after: green"]
        try require(
          atOnce == ["after: red"] && heard.all == expected,
          expected: "red as the trampoline starts, then green: \(expected)",
          got: "\(atOnce) as it started, then \(heard.all)")
      },
      ExerciseCheck("Disposing ends the notifications before and after, for good") {
        let (swatch, trampoline, heard) = observedSwatch(
          subject, options: .prior, color: "red")
        trampoline.dispose()
        trampoline.dispose()
        swatch.color = "green"
        let className = object_getClass(swatch).name
        try require(
          heard.all.isEmpty && !className.hasPrefix("NSKVONotifying_"),
          expected: "nothing heard; the swatch back in its own class",
          got: "heard \(heard.all); the swatch is an \(className)")
      },
    ]
  }
}
