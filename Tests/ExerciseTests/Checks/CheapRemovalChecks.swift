import ExerciseKit
import ExerciseSolutions
import Exercises
import ObjectRuntime
import RawKVO

/// The checks of exercise `hashtable-cheap-removal`.
enum CheapRemovalChecks {
  static let exercise = "hashtable-cheap-removal"

  static func subject(_ implementation: Implementation) -> any CheapRemovalExercise.Type {
    switch implementation {
    case .starter: Exercises.OneTableController.self
    case .solution: ExerciseSolutions.OneTableController.self
    }
  }

  /// A controller observing `mode` and `temperature` on each of `count` thermostats, all kept
  /// alive, with its table.
  static func observing(
    _ count: Int, _ implementation: Implementation
  ) -> (any CheapRemovalExercise, ObservationTable, [ExerciseThermostat]) {
    let table = ObservationTable()
    let controller = subject(implementation).init(table: table)
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
    _ object: RuntimeObject, with controller: any CheapRemovalExercise, table: ObservationTable
  ) -> Int {
    let before = table.observationsRead
    controller.unobserve(object)
    return table.observationsRead - before
  }

  static let all = [
    ExerciseCheck(exercise, "Each observation sits in the one table and hears its changes") {
      implementation in
      let table = ObservationTable()
      let controller = subject(implementation).init(table: table)
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
    ExerciseCheck(exercise, "unobserve(_:) reads only the observations of its object") {
      implementation in
      let (controller, table, thermostats) = observing(100, implementation)
      let reads = readsToUnobserve(thermostats[42], with: controller, table: table)
      try require(
        reads <= 2, expected: "at most the object's own 2 observations read",
        got: "\(reads) observations read, of the table's 200")
    },
    ExerciseCheck(exercise, "What unobserve(_:) reads does not grow with the table") {
      implementation in
      let (fewController, fewTable, few) = observing(10, implementation)
      let (manyController, manyTable, many) = observing(500, implementation)
      let readsAmongFew = readsToUnobserve(few[5], with: fewController, table: fewTable)
      let readsAmongMany = readsToUnobserve(many[5], with: manyController, table: manyTable)
      try require(
        readsAmongFew == readsAmongMany,
        expected: "as many observations read among 10 objects as among 500",
        got: "\(readsAmongFew) read among 10 objects, \(readsAmongMany) among 500")
    },
    ExerciseCheck(exercise, "unobserve(_:) stops one object and leaves the others") {
      implementation in
      let table = ObservationTable()
      let controller = subject(implementation).init(table: table)
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
    ExerciseCheck(exercise, "An object observed again after unobserve(_:) is heard, then stopped") {
      implementation in
      let table = ObservationTable()
      let controller = subject(implementation).init(table: table)
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
    ExerciseCheck(exercise, "An object unobserved key path by key path is let go") {
      implementation in
      let table = ObservationTable()
      let controller = subject(implementation).init(table: table)
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
    ExerciseCheck(exercise, "A freed controller leaves no registration") { implementation in
      let thermostat = ExerciseThermostat()
      KeepAlive.hold(thermostat)
      do {
        let controller = subject(implementation).init(table: ObservationTable())
        controller.observe(thermostat, keyPath: "mode") { _ in }
      }
      let className = object_getClass(thermostat).name
      try require(
        !className.hasPrefix("NSKVONotifying_"),
        expected: "the thermostat back in its own class", got: className)
    },
  ]
}
