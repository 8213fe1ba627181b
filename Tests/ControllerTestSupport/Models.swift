import KVOController
import ObjectRuntime
import RawKVO

/// The observed model of chapters 3 and 4. Equal to another profile with the same name, so two
/// distinct profiles can be equal by value.
package final class Profile: RuntimeObject, Hashable, @unchecked Sendable {
  @Property package var name = ""
  @Property package var age = 0

  package static func == (lhs: Profile, rhs: Profile) -> Bool { lhs.name == rhs.name }
  package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// One notification as an observer received it, by whichever path.
package struct Received: @unchecked Sendable {
  package let object: RuntimeObject?
  package let change: [KeyValueChangeKey: Any]
  package let context: UnsafeMutableRawPointer?
  package let path: String

  package var new: Any? { change[.new] }
  package var keyPath: String? { change[.notificationKeyPath] as? String }
}

/// An observer that writes down what reaches it: its own `observeValue`, and three action
/// methods added to its class at run time, one per shape a controller can send.
package final class Watcher: RuntimeObject, @unchecked Sendable {
  private let log = Locked<[Received]>([])

  package var received: [Received] { log.withLock { $0 } }

  override package init() {
    super.init()
    let runtimeClass = object_getClass(self)
    runtimeClass.addMethod("propertyDidChange") { receiver, _, _ in
      (receiver as! Watcher).record(nil, [:], nil, path: "propertyDidChange")
      return nil
    }
    runtimeClass.addMethod("propertyDidChange:") { receiver, _, arguments in
      let change = arguments[0] as! [KeyValueChangeKey: Any]
      (receiver as! Watcher).record(nil, change, nil, path: "propertyDidChange:")
      return nil
    }
    runtimeClass.addMethod("propertyDidChange:object:") { receiver, _, arguments in
      let change = arguments[0] as! [KeyValueChangeKey: Any]
      let object = arguments[1] as? RuntimeObject
      (receiver as! Watcher).record(object, change, nil, path: "propertyDidChange:object:")
      return nil
    }
  }

  private func record(
    _ object: RuntimeObject?, _ change: [KeyValueChangeKey: Any],
    _ context: UnsafeMutableRawPointer?, path: String
  ) {
    log.withLock {
      $0.append(Received(object: object, change: change, context: context, path: path))
    }
  }

  override package func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    record(object, change ?? [:], context, path: "observeValue")
  }
}

/// A thread-safe list of what blocks received.
package final class Inbox: @unchecked Sendable {
  private let items = Locked<[Received]>([])

  package init() {}

  package var received: [Received] { items.withLock { $0 } }

  /// A block that records each change it receives.
  package var block: KVONotificationBlock {
    { _, object, change in
      self.items.withLock {
        $0.append(Received(object: object, change: change, context: nil, path: "block"))
      }
    }
  }
}

/// An object that tries to clean up after itself in `deinit` (by running `cleanUp` on itself),
/// too late for a controller that holds it weakly.
package final class SelfObserver: RuntimeObject, @unchecked Sendable {
  @Property package var name = ""
  private let cleanUp: @Sendable (SelfObserver) -> Void

  package init(cleanUp: @escaping @Sendable (SelfObserver) -> Void) {
    self.cleanUp = cleanUp
    super.init()
  }

  deinit {
    cleanUp(self)
  }
}
