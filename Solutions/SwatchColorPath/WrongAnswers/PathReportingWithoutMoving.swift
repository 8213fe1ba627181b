import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RACKVO
import RawKVO

/// Wrong answer to `SwatchColorPath`: reports the new swatch's color when the swatch is
/// replaced, but never watches the new swatch, so its own changes go unheard.
public enum PathReportingWithoutMoving: SwatchColorPathContract {
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
      target: palette, key: "swatch", options: [.new, .prior]
    ) { change in
      if change[.notificationIsPrior] as? Bool == true {
        colorObservation.swapIn(nil)?.dispose()
      } else {
        block((change[.new] as? ExerciseSwatch)?.color)
      }
    }
    return CompoundDisposable([swatchObservation, colorObservation])
  }
}
