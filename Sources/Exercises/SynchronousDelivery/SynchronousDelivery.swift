import Dispatch
import ExerciseContracts
import SwizzledKVO

/// Chapter 2 exercise: deliver synchronously.
///
/// The block KVO of the exercises hands the calls each change makes to `deliver(_:)`, in the
/// order the observers registered. This version does what the chapter does: every call becomes
/// a work item on a global queue, so a block runs on another thread, after the setter has
/// returned, in no particular order, and reads whatever the object holds by then. Make each
/// block run on the thread that made the change, before the setter returns, in order. Run it
/// with `swift run workbook exercise run synchronous-delivery`.
public enum SynchronousDelivery: SynchronousDeliveryContract {
  public static func deliver(_ deliveries: [Delivery]) {
    for delivery in deliveries {
      DispatchQueue.global().async { delivery.run() }
    }
  }
}
