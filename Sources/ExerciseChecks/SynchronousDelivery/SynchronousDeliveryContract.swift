import SwizzledKVO

/// The contract of exercise SynchronousDelivery: run the blocks before the setter returns.
public protocol SynchronousDeliveryContract: SendableMetatype {
  /// Hands the calls one change makes to their blocks; they come in registration order.
  static func deliver(_ deliveries: [Delivery])
}
