// swift-tools-version: 6.2
import PackageDescription

/// One module per chapter under `Sources/Implementations`, each with its own test target, so that
/// `swift test --filter RawKVOTests` runs one chapter. The generator (`Workbook`) and its thin
/// command-line front (`workbook`) turn `chapters/` into the site.
let package = Package(
  name: "KVOWorkbook",
  platforms: [.macOS(.v15)],
  products: [],
  dependencies: [],
  targets: [],
  swiftLanguageModes: [.v6]
)
