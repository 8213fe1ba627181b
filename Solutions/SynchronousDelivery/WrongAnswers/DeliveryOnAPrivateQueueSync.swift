import Dispatch
import ExerciseContracts
import Foundation
import SwizzledKVO

/// Wrong answer to `SynchronousDelivery`: waits for each block, but runs it on a
/// private serial queue, so the block does not run on the queue that made the change.
public enum DeliveryOnAPrivateQueueSync: SynchronousDeliveryContract {
  private static let queue = DispatchQueue(label: "DeliveryOnAPrivateQueueSync")

  public static func deliver(_ deliveries: [Delivery]) {
    for delivery in deliveries {
      queue.sync { delivery.run() }
    }
  }
}
