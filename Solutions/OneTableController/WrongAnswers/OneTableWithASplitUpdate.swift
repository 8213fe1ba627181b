import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Wrong answer to `OneTableController`: `observe` copies the object's list from the index,
/// files the observation in the table, and writes the list back with the observation added, in
/// two turns of the lock. Two threads observing one new object at once both copy an empty
/// list, and the second to write its list back drops the first one's observation from the
/// index: `unobserve(_:)` never finds it, and it goes on being heard.
public final class OneTableWithASplitUpdate: RuntimeObject, OneTableControllerContract {
  private let table: ObservationTable
  /// Each observed object's observations, by the object's identity.
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
    let identity = ObjectIdentifier(object)
    var observations = index.withLock { $0[identity] ?? [] }
    guard table.insert(observation) else { return }
    observations.append(observation)
    index.withLock { $0[identity] = observations }
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
