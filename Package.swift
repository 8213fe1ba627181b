// swift-tools-version: 6.2
import PackageDescription

/// One module per chapter under `Sources/Implementations`, each with its own test target, so that
/// `swift test --filter RawKVOTests` runs one chapter. The generator (`Workbook`) and its thin
/// command-line front (`workbook`) turn `chapters/` into the site.
let package = Package(
  name: "KVOWorkbook",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "workbook", targets: ["workbook"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // MARK: The site generator: chapters/ → site/public through libcmark.
    .systemLibrary(
      name: "CMark",
      path: "Sources/CMark",
      pkgConfig: "libcmark",
      providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
    ),
    .target(name: "Workbook", dependencies: ["CMark"]),
    .executableTarget(
      name: "workbook",
      dependencies: [
        "Workbook",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "WorkbookTests",
      dependencies: ["Workbook"],
      exclude: ["Fixtures"]
    ),
    // MARK: End of the site generator.
  ],
  swiftLanguageModes: [.v6]
)
