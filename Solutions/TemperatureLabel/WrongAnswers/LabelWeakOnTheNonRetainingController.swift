import ExerciseContracts
import ExerciseKit
import KVOController
import ObjectRuntime

/// Wrong answer to `TemperatureLabel`: breaks the cycle in the block, and moves to the
/// controller that does not retain what it observes as well. Nothing holds the sensor now but
/// whoever made it: when they let go, it is freed while the label still observes it.
public final class LabelWeakOnTheNonRetainingController: RuntimeObject, TemperatureLabelContract {
  public private(set) var text = ""

  public init(showing sensor: ExerciseSensor) {
    super.init()
    KVOControllerNonRetaining.observe(sensor, keyPath: "temperature", options: [.initial, .new]) {
      [weak self] _, _, change in
      self?.show(change[.new])
    }
  }

  func show(_ temperature: Any?) {
    text = "\(temperature as? Int ?? 0) °C"
  }
}
