import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RACKVO

/// The checks of exercise `SwatchColorPath`.
public enum SwatchColorPathChecks {
  public static let exercise = "SwatchColorPath"

  /// A swatch of `color`.
  static func swatch(_ color: String?) -> ExerciseSwatch {
    let swatch = ExerciseSwatch()
    swatch.color = color
    return swatch
  }

  /// A palette holding `swatch`, observed through `subject`; the palette and the observation
  /// are kept alive, and each color the block hears is written down (`nil` as "nil").
  static func observed(
    _ swatch: ExerciseSwatch?, _ subject: any SwatchColorPathContract.Type
  ) -> (ExercisePalette, any Disposable, Locked<[String]>) {
    let palette = ExercisePalette()
    palette.swatch = swatch
    let heard = Locked<[String]>([])
    let observation = subject.observeSwatchColor(of: palette) { color in
      heard.withLock { $0.append(color ?? "nil") }
    }
    KeepAlive.hold(palette, observation)
    return (palette, observation, heard)
  }

  /// Whether `object` is back in a class of its own, with no KVO subclass on top.
  static func isUnobserved(_ object: RuntimeObject) -> Bool {
    !object_getClass(object).name.hasPrefix("NSKVONotifying_")
  }

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any SwatchColorPathContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("The block hears the color at the start, then each change of it") {
        let red = swatch("red")
        KeepAlive.hold(red)
        let (_, _, heard) = observed(red, subject)
        red.color = "blue"
        let colors = heard.withLock { $0 }
        try require(
          colors == ["red", "blue"], expected: "red, blue",
          got: colors.joined(separator: ", "))
      },
      ExerciseCheck("Replacing the swatch moves the observation to the new one") {
        let (red, green) = (swatch("red"), swatch("green"))
        KeepAlive.hold(red, green)
        let (palette, _, heard) = observed(red, subject)
        palette.swatch = green
        green.color = "teal"
        let colors = heard.withLock { $0 }
        try require(
          colors == ["red", "green", "teal"],
          expected: "red, then green when the swatch is replaced, then the new swatch's teal",
          got: colors.joined(separator: ", "))
      },
      ExerciseCheck("The old swatch is let go: not heard, and left with no registration") {
        let (red, green) = (swatch("red"), swatch("green"))
        KeepAlive.hold(red, green)
        let (palette, _, heard) = observed(red, subject)
        palette.swatch = green
        red.color = "orange"
        let colors = heard.withLock { $0 }
        try require(
          colors == ["red", "green"] && isUnobserved(red),
          expected: "red, green, and nothing from the old swatch, back in its own class",
          got: "\(colors.joined(separator: ", ")); the old swatch is a \(object_getClass(red).name)"
        )
      },
      ExerciseCheck("A swatch that only the palette held can be replaced") {
        let (palette, _, heard) = observed(swatch("red"), subject)
        palette.swatch = swatch("green")
        let colors = heard.withLock { $0 }
        try require(
          colors == ["red", "green"], expected: "red, green, with the old swatch freed cleanly",
          got: colors.joined(separator: ", "))
      },
      ExerciseCheck("No swatch is heard as nil, and a swatch set later is watched") {
        let (palette, _, heard) = observed(nil, subject)
        let pink = swatch("pink")
        KeepAlive.hold(pink)
        palette.swatch = pink
        pink.color = nil
        palette.swatch = nil
        let colors = heard.withLock { $0 }
        try require(
          colors == ["nil", "pink", "nil", "nil"],
          expected: "nil at the start, pink, nil when its color goes, nil when the swatch goes",
          got: colors.joined(separator: ", "))
      },
      ExerciseCheck("Two palettes observed at once each hear their own swatch") {
        let (red, blue) = (swatch("red"), swatch("blue"))
        KeepAlive.hold(red, blue)
        let (_, _, first) = observed(red, subject)
        let (_, _, second) = observed(blue, subject)
        red.color = "orange"
        blue.color = "navy"
        let colors = (first.withLock { $0 }, second.withLock { $0 })
        try require(
          colors == (["red", "orange"], ["blue", "navy"]),
          expected: "the first palette's block hears red, orange; the second's blue, navy",
          got:
            "the first's hears \(colors.0.joined(separator: ", ")); the second's \(colors.1.joined(separator: ", "))"
        )
      },
      ExerciseCheck("Disposing ends both levels") {
        let red = swatch("red")
        KeepAlive.hold(red)
        let (palette, observation, heard) = observed(red, subject)
        observation.dispose()
        red.color = "blue"
        palette.swatch = swatch("green")
        let colors = heard.withLock { $0 }
        try require(
          colors == ["red"] && isUnobserved(red) && isUnobserved(palette),
          expected: "only the first red, and neither object left with a registration",
          got:
            "\(colors.joined(separator: ", ")); \(object_getClass(palette).name) holding a \(object_getClass(red).name)"
        )
      },
    ]
  }
}
