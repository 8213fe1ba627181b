import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Wrong answer to `OneTableController`: the index answers `unobserve(_:)` well, but
/// `unobserve(_:keyPath:)` leaves the index alone, so the index keeps the object (and its
/// observations) alive after its last key path has gone.
public final class OneTableWithAStaleIndex: RuntimeObject, OneTableControllerContract {
  private let table: ObservationTable
  /// Each observed object's observations, by the object's identity. An observation holds its
  /// object, so an identity here never outlives its object. The lock is taken around every
  /// change to the table too, so the two always agree.
  private let index = Locked<[ObjectIdentifier: [ExerciseObservation]]>([:])

  public init(table: ObservationTable) {
    self.table = table
    super.init()
  }

  public func observe(
    _ object: RuntimeObject, keyPath: String,
    handler: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void
  ) {
    let observation = ExerciseObservation(object: object, keyPath: keyPath, handler: handler)
    let isNew = index.withLock { index in
      guard table.insert(observation) else { return false }
      index[ObjectIdentifier(object), default: []].append(observation)
      return true
    }
    guard isNew else { return }
    object.addObserver(self, forKeyPath: keyPath, options: [.new], context: observation.context)
  }

  public func unobserve(_ object: RuntimeObject, keyPath: String) {
    let removed = index.withLock { _ -> [ExerciseObservation] in
      guard let observation = table.member(of: object, keyPath: keyPath),
        table.remove(observation)
      else { return [] }
      return [observation]
    }
    unregister(removed)
  }

  public func unobserve(_ object: RuntimeObject) {
    let removed = index.withLock { index in
      let observations = index.removeValue(forKey: ObjectIdentifier(object)) ?? []
      return observations.filter { table.remove($0) }
    }
    unregister(removed)
  }

  /// Removes the registrations of observations already taken out of the table and the index.
  private func unregister(_ observations: [ExerciseObservation]) {
    for observation in observations {
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
    let all = index.withLock { index in
      defer { index.removeAll() }
      return index.values.joined().filter { table.remove($0) }
    }
    unregister(all)
  }
}
