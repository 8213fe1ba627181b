import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RACKVO
import RawKVO

/// Wrong answer to `SwatchColorPath`: moves the color trampoline after the swatch has
/// changed, without a prior notification. By then a swatch that only the palette held has been
/// freed with its registration still on it.
public enum PathLettingGoAfterTheChange: SwatchColorPathContract {
  public static func observeSwatchColor(
    of palette: ExercisePalette, block: @escaping @Sendable (String?) -> Void
  ) -> any Disposable {
    let colorObservation = SerialDisposable()
    /// Watches `color` on `swatch`, replacing (and disposing) whatever was watched before.
    @Sendable func watch(_ swatch: ExerciseSwatch?) {
      let trampoline = swatch.map { swatch in
        ExerciseTrampoline(target: swatch, key: "color", options: [.new]) { change in
          block(change[.new] as? String)
        }
      }
      colorObservation.swapIn(trampoline)?.dispose()
    }
    watch(palette.swatch)
    block(palette.swatch?.color)
    let swatchObservation = ExerciseTrampoline(
      target: palette, key: "swatch", options: [.new]
    ) { change in
      let swatch = change[.new] as? ExerciseSwatch
      watch(swatch)
      block(swatch?.color)
    }
    return CompoundDisposable([swatchObservation, colorObservation])
  }
}
