import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RACKVO
import RawKVO

/// Chapter 5 exercise: observe `swatch.color` one key at a time, as ReactiveObjC does.
///
/// This version finds the palette's swatch once and watches its color with one trampoline, so it
/// never hears that the swatch was replaced, keeps watching the old swatch, and cannot start
/// when there is no swatch at all. Watch `swatch` on the palette as well, move the color
/// trampoline to each new swatch, report the color the path leads to after every change of
/// either key, and let go of the old swatch in time: a swatch that only the palette held is
/// freed by the change itself. Run it with `swift run workbook exercise run swatch-color-path`.
public enum SwatchColorPath: SwatchColorPathContract {
  public static func observeSwatchColor(
    of palette: ExercisePalette, block: @escaping @Sendable (String?) -> Void
  ) -> any Disposable {
    let swatch = palette.swatch!
    block(swatch.color)
    return ExerciseTrampoline(target: swatch, key: "color", options: [.new]) { _ in
      block(swatch.color)
    }
  }
}
