import ExerciseKit
import RACKVO

/// The contract of exercise SwatchColorPath: `swatch.color` observed one key at a time, with
/// trampolines.
public protocol SwatchColorPathContract {
  /// Observes `swatch.color` on `palette`: `block` hears the color the path leads to (`nil`
  /// when there is no swatch or no color) once at the start and after each change of either
  /// key. A swatch the palette no longer holds is not heard and keeps no registration. The
  /// returned disposable ends everything.
  static func observeSwatchColor(
    of palette: ExercisePalette, block: @escaping @Sendable (String?) -> Void
  ) -> any Disposable
}
