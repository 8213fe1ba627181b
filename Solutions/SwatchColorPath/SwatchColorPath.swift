import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RACKVO
import RawKVO

/// The solution to `SwatchColorPath`. One trampoline watches `swatch` on the palette, asking
/// for prior notifications too; another watches `color` on whichever swatch the palette holds,
/// kept in a serial slot. Before the swatch changes, while the palette still holds the old one,
/// the prior notification disposes the old swatch's trampoline; after the change, a trampoline
/// is hung on the new swatch and its color reported. Neither trampoline's block holds an
/// object of the path: they read what they need from the change. Disposing ends both levels.
public enum SwatchColorPath: SwatchColorPathContract {
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
        let swatch = change[.new] as? ExerciseSwatch
        watch(swatch)
        block(swatch?.color)
      }
    }
    return CompoundDisposable([swatchObservation, colorObservation])
  }
}
