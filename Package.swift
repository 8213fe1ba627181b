// swift-tools-version: 6.2
import PackageDescription

/// One module per chapter under `Sources/Implementations`, each with its own test target, so that
/// `swift test --filter RawKVOTests` runs one chapter. The generator (`Workbook`) and its thin
/// command-line front (`workbook`) turn `chapters/` into the site.
let package = Package(
  name: "KVOWorkbook",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ObjectRuntime", targets: ["ObjectRuntime"]),
    .library(name: "RawKVO", targets: ["RawKVO"]),
    .library(name: "RACKVO", targets: ["RACKVO"]),
  ],
  dependencies: [],
  targets: [
    // The chapters' modules, one per stage, each with its own test target.
    .target(name: "ObjectRuntime", path: "Sources/Implementations/ObjectRuntime"),
    .target(
      name: "RawKVO", dependencies: ["ObjectRuntime"], path: "Sources/Implementations/RawKVO"),
    .target(
      name: "RACKVO", dependencies: ["RawKVO", "ObjectRuntime"],
      path: "Sources/Implementations/RACKVO"),
    .testTarget(name: "ObjectRuntimeTests", dependencies: ["ObjectRuntime"]),
    .testTarget(name: "RawKVOTests", dependencies: ["RawKVO", "ObjectRuntime"]),
    .testTarget(name: "RACKVOTests", dependencies: ["RACKVO", "RawKVO", "ObjectRuntime"]),
  ],
  swiftLanguageModes: [.v6]
)
