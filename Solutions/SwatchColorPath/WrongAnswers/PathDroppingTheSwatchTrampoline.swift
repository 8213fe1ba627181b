import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RACKVO
import RawKVO

/// Wrong answer to `SwatchColorPath`: returns only the color level, so nothing keeps the
/// trampoline on `swatch` alive and a replaced swatch is never noticed.
public enum PathDroppingTheSwatchTrampoline: SwatchColorPathContract {
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
    _ = ExerciseTrampoline(
      target: palette, key: "swatch", options: [.new, .prior]
    ) { change in
      if change[.notificationIsPrior] as? Bool == true {
        colorObservation.swapIn(nil)?.dispose()
      } else {
        let swatch = change[.new] as? ExerciseSwatch
        watch(swatch)
        block(swatch?.color)
      }
    }
    return colorObservation
  }
}
