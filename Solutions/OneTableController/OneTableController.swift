import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// The solution to `OneTableController`: next to the one table, an index from each observed
/// object to its observations. `unobserve(_:)` takes the object's list out of the index and
/// reads nothing else; every other path that adds or removes an observation keeps the index in
/// step, which is the price of the map. The table still answers KVO's notifications.
public final class OneTableController: RuntimeObject, OneTableControllerContract {
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
    let removed = index.withLock { index -> [ExerciseObservation] in
      let identity = ObjectIdentifier(object)
      guard let observation = table.member(of: object, keyPath: keyPath),
        table.remove(observation)
      else { return [] }
      index[identity]?.removeAll { $0 === observation }
      if index[identity]?.isEmpty == true { index[identity] = nil }
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
