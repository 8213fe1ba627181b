import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Wrong answer to `OneTableController`: keeps a private array of every observation beside
/// the table and scans it in `unobserve(_:)`: the table is read no more, but the work still grows
/// with every observation the controller holds.
public final class OneTableWithAShadowArray: RuntimeObject, OneTableControllerContract {
  private let table: ObservationTable
  /// Each observed object's observations, by the object's identity. An observation holds its
  /// object, so an identity here never outlives its object. The lock is taken around every
  /// change to the table too, so the two always agree.
  private let shadow = Locked<[ExerciseObservation]>([])

  public init(table: ObservationTable) {
    self.table = table
    super.init()
  }

  public func observe(
    _ object: RuntimeObject, keyPath: String,
    handler: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void
  ) {
    let observation = ExerciseObservation(object: object, keyPath: keyPath, handler: handler)
    let isNew = shadow.withLock { shadow in
      guard table.insert(observation) else { return false }
      shadow.append(observation)
      return true
    }
    guard isNew else { return }
    object.addObserver(self, forKeyPath: keyPath, options: [.new], context: observation.context)
  }

  public func unobserve(_ object: RuntimeObject, keyPath: String) {
    let removed = shadow.withLock { shadow -> [ExerciseObservation] in
      guard let observation = table.member(of: object, keyPath: keyPath),
        table.remove(observation)
      else { return [] }
      shadow.removeAll { $0 === observation }
      return [observation]
    }
    unregister(removed)
  }

  public func unobserve(_ object: RuntimeObject) {
    let removed = shadow.withLock { shadow in
      let observations = shadow.filter { $0.object === object }
      shadow.removeAll { $0.object === object }
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
    let all = shadow.withLock { shadow in
      defer { shadow.removeAll() }
      return shadow.filter { table.remove($0) }
    }
    unregister(all)
  }
}
