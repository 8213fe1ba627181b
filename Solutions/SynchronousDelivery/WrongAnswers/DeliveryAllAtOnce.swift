import Dispatch
import ExerciseContracts
import SwizzledKVO

/// Wrong answer to `SynchronousDelivery`: hands the blocks to `concurrentPerform`, which
/// returns only once every block has run, so the setter does wait for them. But the blocks run
/// as work of a global queue, and, when there are several, on other threads too, side by side,
/// in whatever order the threads take them.
public enum DeliveryAllAtOnce: SynchronousDeliveryContract {
  public static func deliver(_ deliveries: [Delivery]) {
    DispatchQueue.concurrentPerform(iterations: deliveries.count) { index in
      deliveries[index].run()
    }
  }
}
