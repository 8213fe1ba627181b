import Dispatch
import ExerciseContracts
import Foundation
import SwizzledKVO

/// Wrong answer to `SynchronousDelivery`: keeps the blocks in order on a serial
/// queue, but still after the setter has returned, when the object may hold a later value.
public enum DeliveryOnASerialQueueAsync: SynchronousDeliveryContract {
  private static let queue = DispatchQueue(label: "DeliveryOnASerialQueueAsync")

  public static func deliver(_ deliveries: [Delivery]) {
    for delivery in deliveries {
      queue.async { delivery.run() }
    }
  }
}
