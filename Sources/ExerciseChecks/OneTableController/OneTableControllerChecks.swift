import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// The checks of exercise `OneTableController`.
public enum OneTableControllerChecks {
  public static let exercise = "OneTableController"

  /// A controller observing `mode` and `temperature` on each of `count` thermostats, all kept
  /// alive, with its table.
  static func observing(
    _ count: Int, _ subject: any OneTableControllerContract.Type
  ) -> (any OneTableControllerContract, ObservationTable, [ExerciseThermostat]) {
    let table = ObservationTable()
    let controller = subject.init(table: table)
    let thermostats = (0..<count).map { _ in ExerciseThermostat() }
    for thermostat in thermostats {
      controller.observe(thermostat, keyPath: "mode") { _ in }
      controller.observe(thermostat, keyPath: "temperature") { _ in }
    }
    KeepAlive.hold(controller, table)
    for thermostat in thermostats { KeepAlive.hold(thermostat) }
    return (controller, table, thermostats)
  }

  /// How many observations the table hands out while `controller` unobserves `object`.
  static func readsToUnobserve(
    _ object: RuntimeObject, with controller: any OneTableControllerContract,
    table: ObservationTable
  ) -> Int {
    let before = table.observationsRead
    controller.unobserve(object)
    return table.observationsRead - before
  }

  /// How many times observations are read, compared or hashed, by anyone, while `controller`
  /// unobserves `object`: the work done wherever it happens, in the table or beside it.
  static func touchesToUnobserve(
    _ object: RuntimeObject, with controller: any OneTableControllerContract,
    table: ObservationTable
  ) -> Int {
    let before = ExerciseObservation.touches
    controller.unobserve(object)
    return ExerciseObservation.touches - before
  }

  /// Extra comparisons a bigger hash table may make on colliding entries: a constant, far
  /// below the hundreds of observations a scan would touch.
  static let collisionAllowance = 16

  /// What the two threads of the two-thread check share: one controller, and a new
  /// thermostat for each round.
  final class Shared: @unchecked Sendable {
    let controller: any OneTableControllerContract
    let thermostats = (0..<AtOnce.rounds).map { _ in ExerciseThermostat() }

    init(_ controller: any OneTableControllerContract) {
      self.controller = controller
    }
  }

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any OneTableControllerContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("Each observation sits in the one table and hears its changes") {
        let table = ObservationTable()
        let controller = subject.init(table: table)
        let (first, second) = (ExerciseThermostat(), ExerciseThermostat())
        let heard = Locked<[String]>([])
        for (name, thermostat) in [("first", first), ("second", second)] {
          controller.observe(thermostat, keyPath: "mode") { change in
            heard.withLock { $0.append("\(name) \(change[.new] as? String ?? "?")") }
          }
        }
        KeepAlive.hold(first, second, controller, table)
        first.mode = "cool"
        second.mode = "off"
        let values = heard.withLock { $0 }
        try require(
          table.count == 2 && values == ["first cool", "second off"],
          expected: "2 observations in the table; the handlers hear [first cool, second off]",
          got: "\(table.count) in the table; the handlers heard \(values)")
      },
      ExerciseCheck("unobserve(_:) reads only the observations of its object") {
        let (controller, table, thermostats) = observing(100, subject)
        let reads = readsToUnobserve(thermostats[42], with: controller, table: table)
        try require(
          reads <= 2, expected: "at most the object's own 2 observations read",
          got: "\(reads) observations read, of the table's 200")
      },
      ExerciseCheck("The work unobserve(_:) does does not grow with the controller") {
        let (fewController, fewTable, few) = observing(10, subject)
        let (manyController, manyTable, many) = observing(500, subject)
        let amongFew = touchesToUnobserve(few[5], with: fewController, table: fewTable)
        let amongMany = touchesToUnobserve(many[5], with: manyController, table: manyTable)
        try require(
          amongMany <= amongFew + collisionAllowance,
          expected:
            "about as much work among 500 objects as among 10 (observations read, compared or hashed)",
          got: "\(amongFew) among 10 objects, \(amongMany) among 500")
      },
      ExerciseCheck("unobserve(_:) stops one object and leaves the others") {
        let table = ObservationTable()
        let controller = subject.init(table: table)
        let (first, second) = (ExerciseThermostat(), ExerciseThermostat())
        let heard = Locked(0)
        for thermostat in [first, second] {
          for keyPath in ["mode", "temperature"] {
            controller.observe(thermostat, keyPath: keyPath) { _ in heard.withLock { $0 += 1 } }
          }
        }
        KeepAlive.hold(first, second, controller, table)
        controller.unobserve(first)
        first.mode = "cool"
        second.mode = "cool"
        let count = heard.withLock { $0 }
        try require(
          count == 1 && table.count == 2,
          expected: "1 notification, from the object still observed; its 2 observations left",
          got: "\(count) notification(s); \(table.count) observation(s) left")
      },
      ExerciseCheck("An object observed again after unobserve(_:) is heard, then stopped") {
        let table = ObservationTable()
        let controller = subject.init(table: table)
        let thermostat = ExerciseThermostat()
        let heard = Locked<[String]>([])
        let record: @Sendable ([KeyValueChangeKey: Any]) -> Void = { change in
          heard.withLock { $0.append(change[.new] as? String ?? "?") }
        }
        KeepAlive.hold(thermostat, controller, table)
        controller.observe(thermostat, keyPath: "mode", handler: record)
        controller.unobserve(thermostat)
        controller.observe(thermostat, keyPath: "mode", handler: record)
        thermostat.mode = "cool"
        controller.unobserve(thermostat)
        thermostat.mode = "off"
        let values = heard.withLock { $0 }
        try require(
          values == ["cool"] && table.count == 0,
          expected: "the handler hears [cool] only; the table is empty",
          got: "it heard \(values); \(table.count) observation(s) left")
      },
      ExerciseCheck("An object unobserved key path by key path is let go") {
        let table = ObservationTable()
        let controller = subject.init(table: table)
        KeepAlive.hold(controller, table)
        weak var freed: ExerciseThermostat?
        do {
          let thermostat = ExerciseThermostat()
          freed = thermostat
          controller.observe(thermostat, keyPath: "mode") { _ in }
          controller.observe(thermostat, keyPath: "temperature") { _ in }
          controller.unobserve(thermostat, keyPath: "mode")
          controller.unobserve(thermostat, keyPath: "temperature")
        }
        try require(
          freed == nil, expected: "nothing keeps the thermostat alive once both are unobserved",
          got: "the thermostat is still alive")
      },
      ExerciseCheck("A freed controller leaves no registration") {
        let thermostat = ExerciseThermostat()
        KeepAlive.hold(thermostat)
        do {
          let controller = subject.init(table: ObservationTable())
          controller.observe(thermostat, keyPath: "mode") { _ in }
        }
        let className = object_getClass(thermostat).name
        try require(
          !className.hasPrefix("NSKVONotifying_"),
          expected: "the thermostat back in its own class", got: className)
      },
      ExerciseCheck("Two threads observing one new object at once: unobserve(_:) stops both") {
        let table = ObservationTable()
        let shared = Shared(subject.init(table: table))
        KeepAlive.hold(shared, table)
        let run = AtOnce.onTwoThreads { round, thread in
          shared.controller.observe(
            shared.thermostats[round], keyPath: thread == 0 ? "mode" : "temperature"
          ) { _ in }
        }
        let thermostats = shared.thermostats.prefix(run.rounds)
        for thermostat in thermostats { shared.controller.unobserve(thermostat) }
        let stillObserved = thermostats.count {
          object_getClass($0).name.hasPrefix("NSKVONotifying_")
        }
        try require(
          table.count == 0 && stillObserved == 0,
          expected:
            "each of \(run.rounds) thermostats, observed by two threads at once (truly together \(run.overlaps) times), unobserved: the table empty, none still observed",
          got: "\(table.count) observation(s) left in the table; \(stillObserved) still observed")
        try run.requireEnoughOverlaps()
      },
    ]
  }
}
