import ExerciseContracts
import ExerciseKit
import KVOController
import ObjectRuntime

/// Chapter 3 exercise: find the cycle.
///
/// A label that shows a sensor's temperature, kept up to date by its own `KVOController`, with
/// nothing to write in `deinit`. It works, but no label is ever freed, and neither is its
/// sensor: something the label made holds on to the label. Find the cycle and break it, so that
/// a label nobody holds is freed, and its controller with it. Run it with
/// `swift run workbook exercise run temperature-label`.
public final class TemperatureLabel: RuntimeObject, TemperatureLabelContract {
  public private(set) var text = ""

  public init(showing sensor: ExerciseSensor) {
    super.init()
    KVOController.observe(sensor, keyPath: "temperature", options: [.initial, .new]) {
      _, _, change in
      self.show(change[.new])
    }
  }

  func show(_ temperature: Any?) {
    text = "\(temperature as? Int ?? 0) °C"
  }
}
