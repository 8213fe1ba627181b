import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Chapter 4 exercise: cheap removal, without the shared controller.
///
/// This is the chapter's controller, cut down: it is KVO's observer for everything it observes,
/// and one table holds every observation it made. Nothing says which observations belong to an
/// object but the observations themselves, so `unobserve(_:)` reads the whole table, and it
/// slows as the table grows. Give the controller a second structure, from each observed object
/// to its observations, so that `unobserve(_:)` reads only that object's; keep the one table for
/// the lookups KVO's notifications need. Run it with
/// `swift run workbook exercise run one-table-controller`.
public final class OneTableController: RuntimeObject, OneTableControllerContract {
  private let table: ObservationTable

  public init(table: ObservationTable) {
    self.table = table
    super.init()
  }

  public func observe(
    _ object: RuntimeObject, keyPath: String,
    handler: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void
  ) {
    let observation = ExerciseObservation(object: object, keyPath: keyPath, handler: handler)
    guard table.insert(observation) else { return }
    object.addObserver(self, forKeyPath: keyPath, options: [.new], context: observation.context)
  }

  public func unobserve(_ object: RuntimeObject, keyPath: String) {
    guard let observation = table.member(of: object, keyPath: keyPath) else { return }
    unregister([observation])
  }

  public func unobserve(_ object: RuntimeObject) {
    unregister(table.allObservations.filter { $0.object === object })
  }

  /// Takes `observations` out of the table and removes their registrations; one the table no
  /// longer holds was removed already.
  private func unregister(_ observations: [ExerciseObservation]) {
    for observation in observations where table.remove(observation) {
      observation.object.removeObserver(
        self, forKeyPath: observation.keyPath, context: observation.context)
    }
  }

  public override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard let keyPath, let object,
      let observation = table.member(of: object, keyPath: keyPath),
      observation.context == context
    else { return }
    observation.handler(change ?? [:])
  }

  deinit {
    unregister(table.allObservations)
  }
}
