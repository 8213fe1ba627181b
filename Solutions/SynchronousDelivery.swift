import ExerciseKit
import SwizzledKVO

/// The solution to `swizzled-synchronous-delivery`: each block runs right here, on the setter's
/// thread, one after the other, before the setter returns.
public enum SynchronousDelivery: SynchronousDeliveryExercise {
  public static func deliver(_ deliveries: [Delivery]) {
    for delivery in deliveries {
      delivery.run()
    }
  }
}
