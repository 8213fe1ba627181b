// swift-tools-version: 6.2
import PackageDescription

/// The exercises, each by its one name: the starter's, which every file of the exercise shares
/// (see `chapters/exercises.ledger`). Each starter compiles on its own (`Sources/Exercises/NAME/`,
/// module `NAMEStarter`) with its check runner `CheckNAME`, so that a half-done exercise blocks
/// only itself. Adding an exercise is a folder in each tree, a ledger entry and a name here.
let exercises = [
  "ShoutingSubclass", "VisitCounter", "ObservationToken", "DistinctChanges", "TwoWayBinding",
  "SynchronousDelivery", "LiveRecords", "ClassRestorer", "RecordList", "ReentrantDelivery",
  "TemperatureLabel", "StrictController", "WeakKeyedTable", "TableController",
  "OneTableController", "InitialSafeController", "PriorTrampoline", "BoundedObservation",
  "SwatchColorPath", "EchoFreeChannel",
]

/// The exercises with a traced story (`Sources/ExerciseChecks/NAME/NAMETrace.swift`): when a check
/// fails, `workbook exercise run` shows the first step where the reader's code and the reference
/// solution part in it, so their runners link the solution.
let tracedExercises: Set = [
  "DistinctChanges", "ObservationToken", "ShoutingSubclass",
]

/// The files of the exercises' folders in `Sources/ExerciseChecks/NAME/`, which three kinds of
/// target share, each excluding the others' files: `ExerciseContracts` compiles the contracts (what
/// a starter must provide, so the starters see them), `ExerciseChecks` the checks and traced
/// stories, and each runner `CheckNAME` its `main.swift`.
let contractFiles = exercises.map { "\($0)/\($0)Contract.swift" }
let checksFiles = exercises.map { "\($0)/\($0)Checks.swift" }
let traceFiles = exercises.filter(tracedExercises.contains).map { "\($0)/\($0)Trace.swift" }
let runnerFiles = exercises.map { "\($0)/main.swift" }

/// What every exercise module may use: the models and kits the exercises share, and the
/// chapters' modules.
let exerciseKit: [Target.Dependency] = [
  "ExerciseKit", "ObjectRuntime", "RawKVO", "SwizzledKVO", "KVOController", "WeakTables", "RACKVO",
]

/// What a starter, a solution and a wrong answer may use: the contracts, and the kit.
let exerciseDependencies: [Target.Dependency] = ["ExerciseContracts"] + exerciseKit

/// The site generator, in the order of its build: each module imports only those before it, so the
/// compiler holds the order.
let generator = ["WorkbookBase", "WorkbookBook", "WorkbookRender", "WorkbookSite", "WorkbookRun"]

/// The generator's modules before `name`.
func before(_ name: String) -> [Target.Dependency] {
  generator.prefix { $0 != name }.map { .target(name: $0) }
}

/// One module per chapter under `Sources/Implementations`, each with its own test target, so that
/// `swift test --filter RawKVOTests` runs one chapter. The generator (the five modules of
/// `generator`) and its thin command-line front (`workbook`) turn `chapters/` into the site.
let package = Package(
  name: "KVOWorkbook",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ObjectRuntime", targets: ["ObjectRuntime"]),
    .library(name: "RawKVO", targets: ["RawKVO"]),
    .library(name: "SwizzledKVO", targets: ["SwizzledKVO"]),
    .library(name: "WeakTables", targets: ["WeakTables"]),
    .library(name: "KVOController", targets: ["KVOController"]),
    .library(name: "HashTableKVOController", targets: ["HashTableKVOController"]),
    .library(name: "RACKVO", targets: ["RACKVO"]),
    .library(name: "SwiftObservation", targets: ["SwiftObservation"]),
    .executable(name: "workbook", targets: ["WorkbookCLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // MARK: The chapters' modules, one per stage, each with its own test target.
    .target(name: "ObjectRuntime", path: "Sources/Implementations/ObjectRuntime"),
    .testTarget(name: "ObjectRuntimeTests", dependencies: ["ObjectRuntime"]),

    .target(
      name: "RawKVO", dependencies: ["ObjectRuntime"], path: "Sources/Implementations/RawKVO"),
    .testTarget(name: "RawKVOTests", dependencies: ["RawKVO", "ObjectRuntime"]),

    .target(
      name: "SwizzledKVO", dependencies: ["ObjectRuntime"],
      path: "Sources/Implementations/SwizzledKVO"),
    .testTarget(
      name: "SwizzledKVOTests", dependencies: ["SwizzledKVO", "RawKVO", "ObjectRuntime"]),

    .target(name: "WeakTables", path: "Sources/Implementations/WeakTables"),
    .testTarget(name: "WeakTablesTests", dependencies: ["WeakTables"]),

    .target(
      name: "KVOController", dependencies: ["ObjectRuntime", "RawKVO", "WeakTables"],
      path: "Sources/Implementations/KVOController"),
    .testTarget(
      name: "KVOControllerTests",
      dependencies: [
        "KVOController", "RawKVO", "ObjectRuntime", "WeakTables", "ControllerTestSupport",
      ]),
    // What chapter 3's behaviour tests share: the models and the controller interface they
    // ask for (a regular target, since a test target cannot be another's dependency). The tests
    // themselves, `Behaviour/`, are written once against `Controller` and linked into both
    // controllers' test targets (`SharedBehaviour/`), each of which names its own controller
    // `Controller`, so that each chapter's filter runs them on its controller.
    .target(
      name: "ControllerTestSupport",
      dependencies: ["KVOController", "RawKVO", "ObjectRuntime", "WeakTables"],
      path: "Tests/ControllerTestSupport", exclude: ["Behaviour"]),

    .target(
      name: "HashTableKVOController",
      dependencies: ["KVOController", "ObjectRuntime", "RawKVO", "WeakTables"],
      path: "Sources/Implementations/HashTableKVOController"),
    .testTarget(
      name: "HashTableKVOControllerTests",
      dependencies: [
        "HashTableKVOController", "KVOController", "RawKVO", "ObjectRuntime", "WeakTables",
        "ControllerTestSupport",
      ]),

    .target(
      name: "RACKVO", dependencies: ["RawKVO", "ObjectRuntime"],
      path: "Sources/Implementations/RACKVO"),
    .testTarget(name: "RACKVOTests", dependencies: ["RACKVO", "RawKVO", "ObjectRuntime"]),

    .target(name: "SwiftObservation", path: "Sources/Implementations/SwiftObservation"),
    .testTarget(name: "SwiftObservationTests", dependencies: ["SwiftObservation"]),

    // MARK: Benchmarks: executables that print their figures, run in release mode.
    .executableTarget(
      name: "UnobserveBenchmark",
      dependencies: ["HashTableKVOController", "KVOController", "ObjectRuntime"],
      path: "Benchmarks/UnobserveBenchmark"),
    .executableTarget(
      name: "ObservationBenchmark",
      dependencies: [
        "ObjectRuntime", "RawKVO", "SwizzledKVO", "KVOController", "HashTableKVOController",
        "RACKVO", "MallocStatistics", "WeakTables",
      ],
      path: "Benchmarks/ObservationBenchmark"),
    .target(name: "MallocStatistics", path: "Benchmarks/MallocStatistics"),

    // MARK: Exercises: the models the starters build on, each exercise's contract and checks,
    // the reference solutions and the wrong answers the checks must reject. Each starter and its
    // check runner are added below, one pair per exercise.
    .target(
      name: "ExerciseKit",
      dependencies: [
        "ObjectRuntime", "RawKVO", "SwizzledKVO", "KVOController", "WeakTables", "RACKVO",
      ]
    ),
    .target(
      name: "ExerciseContracts", dependencies: exerciseKit, path: "Sources/ExerciseChecks",
      exclude: ["Harness"] + checksFiles + traceFiles + runnerFiles),
    .target(
      name: "ExerciseChecks", dependencies: exerciseDependencies + ["CheckRunner"],
      exclude: contractFiles + runnerFiles),
    // What a check runner and `workbook exercise run` share: the channel that carries verdicts,
    // and the process tree that keeps a check's processes from outliving the run.
    .target(name: "CheckRunner", dependencies: ["ProcessShims"]),
    .target(name: "ProcessShims"),
    // A check runner whose checks play the tricks a starter might (an early exit, a print before
    // a failure, a replaced runner, a crash, a deadlock, an escaped process), for WorkbookTests.
    .executableTarget(
      name: "CheckRunnerFixture", dependencies: ["CheckRunner"],
      path: "Tests/CheckRunnerFixture"),
    // `Solutions/NAME/` mirrors `Sources/Exercises/NAME/`, away from the reader's starters: the
    // solution beside its `WrongAnswers/` folder, which a second target compiles, and whose
    // `mistakes.ledger` says what each wrong answer gets wrong and which checks fail it.
    .target(
      name: "ExerciseSolutions", dependencies: exerciseDependencies, path: "Solutions",
      exclude: exercises.map { "\($0)/WrongAnswers" }),
    .target(
      name: "ExerciseWrongAnswers", dependencies: exerciseDependencies, path: "Solutions",
      exclude: exercises.flatMap { ["\($0)/\($0).swift", "\($0)/WrongAnswers/mistakes.ledger"] }),
    .testTarget(
      name: "ExerciseTests",
      dependencies: exerciseDependencies + [
        "ExerciseChecks", "ExerciseSolutions", "ExerciseWrongAnswers",
      ] + generator.map { .target(name: $0) } + exercises.map { .target(name: "\($0)Starter") }),

    // MARK: The site generator: chapters/ → site/public through libcmark.
    .systemLibrary(
      name: "CMark",
      path: "Sources/CMark",
      pkgConfig: "libcmark",
      providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
    ),
    // What every stage leans on: locks and parallel work, text and HTML, diagnostics, files.
    .target(name: "WorkbookBase", dependencies: ["CheckRunner", "ProcessShims"]),
    // The book as data: table of contents, ledgers, lexers, test catalogue, recorded results.
    .target(name: "WorkbookBook", dependencies: before("WorkbookBook")),
    // One chapter's Markdown to its HTML, in any language: components, directives, translation.
    .target(name: "WorkbookRender", dependencies: before("WorkbookRender") + ["CMark"]),
    // The whole build: pages, search index, editions, link check, the writer, the theme.
    .target(name: "WorkbookSite", dependencies: before("WorkbookSite"), plugins: ["EmbedTheme"]),
    // What runs other processes or lives on: tests, exercises, exercise watch, preview, init.
    .target(
      name: "WorkbookRun", dependencies: before("WorkbookRun") + ["CheckRunner", "ProcessShims"]),
    // Builds site/theme (the default theme, kept once) into WorkbookSite as string literals.
    .executableTarget(name: "ThemeEmbedder"),
    .plugin(name: "EmbedTheme", capability: .buildTool(), dependencies: ["ThemeEmbedder"]),
    .executableTarget(
      name: "WorkbookCLI",
      dependencies: generator.map { .target(name: $0) } + [
        .product(name: "ArgumentParser", package: "swift-argument-parser")
      ]
    ),
    // A libFuzzer target over the whole Markdown-to-site path: `scripts/fuzz SECONDS`. Built
    // normally it replays the inputs it is given (`swift run WorkbookFuzzer Fuzz/Corpus/*`).
    .executableTarget(name: "WorkbookFuzzer", dependencies: ["WorkbookSite"]),
    .testTarget(
      name: "WorkbookTests",
      dependencies: generator.map { .target(name: $0) },
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for name in exercises {
  let isTraced = tracedExercises.contains(name)
  package.targets += [
    .target(
      name: "\(name)Starter", dependencies: exerciseDependencies,
      path: "Sources/Exercises/\(name)"),
    // A traced exercise's runner links the reference solution, to tell the story with it beside
    // the reader's code; the starter does not see it.
    .executableTarget(
      name: "Check\(name)",
      dependencies: ["ExerciseChecks", .target(name: "\(name)Starter")]
        + (isTraced ? ["ExerciseSolutions"] : []),
      path: "Sources/ExerciseChecks/\(name)",
      exclude: ["\(name)Contract.swift", "\(name)Checks.swift"]
        + (isTraced ? ["\(name)Trace.swift"] : [])),
  ]
}
