import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RACKVO
import RawKVO

/// Wrong answer to `SwatchColorPath`: adds a color trampoline for each new swatch to one bag
/// and never takes the old ones out, so a replaced swatch is still heard and still observed.
public enum PathKeepingEveryColorTrampoline: SwatchColorPathContract {
  public static func observeSwatchColor(
    of palette: ExercisePalette, block: @escaping @Sendable (String?) -> Void
  ) -> any Disposable {
    let colorObservation = CompoundDisposable()
    /// Watches `color` on `swatch`, replacing (and disposing) whatever was watched before.
    @Sendable func watch(_ swatch: ExerciseSwatch?) {
      let trampoline = swatch.map { swatch in
        ExerciseTrampoline(target: swatch, key: "color", options: [.new]) { change in
          block(change[.new] as? String)
        }
      }
      if let trampoline { colorObservation.add(trampoline) }
    }
    watch(palette.swatch)
    block(palette.swatch?.color)
    let swatchObservation = ExerciseTrampoline(
      target: palette, key: "swatch", options: [.new, .prior]
    ) { change in
      if change[.notificationIsPrior] as? Bool != true {
        let swatch = change[.new] as? ExerciseSwatch
        watch(swatch)
        block(swatch?.color)
      }
    }
    return CompoundDisposable([swatchObservation, colorObservation])
  }
}
