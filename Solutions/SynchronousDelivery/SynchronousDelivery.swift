import ExerciseContracts
import SwizzledKVO

/// The solution to `SynchronousDelivery`: each block runs right here, on the setter's
/// thread, one after the other, before the setter returns.
public enum SynchronousDelivery: SynchronousDeliveryContract {
  public static func deliver(_ deliveries: [Delivery]) {
    for delivery in deliveries {
      delivery.run()
    }
  }
}
