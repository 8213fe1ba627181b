import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RACKVO
import RawKVO

/// Wrong answer to `SwatchColorPath`: the slot for the color trampoline is a `static` of the
/// enum, the one place an enum can keep something. Every observation shares it, so observing a
/// second palette disposes the first one's color trampoline, and the first palette's swatch goes
/// unheard.
public enum PathWithOneSlotForEveryPalette: SwatchColorPathContract {
  /// The color trampoline of the swatch being watched.
  private static let colorObservation = SerialDisposable()

  public static func observeSwatchColor(
    of palette: ExercisePalette, block: @escaping @Sendable (String?) -> Void
  ) -> any Disposable {
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
        let swatch = change[.new] as? ExerciseSwatch
        watch(swatch)
        block(swatch?.color)
      }
    }
    return CompoundDisposable([swatchObservation, colorObservation])
  }
}
