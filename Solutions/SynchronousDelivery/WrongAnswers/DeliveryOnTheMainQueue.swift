import Dispatch
import ExerciseContracts
import Foundation
import SwizzledKVO

/// Wrong answer to `SynchronousDelivery`: hands each block to the main queue, as UI
/// code often does; it runs later, on another thread, if the main queue is ever drained.
public enum DeliveryOnTheMainQueue: SynchronousDeliveryContract {
  public static func deliver(_ deliveries: [Delivery]) {
    for delivery in deliveries {
      DispatchQueue.main.async { delivery.run() }
    }
  }
}
