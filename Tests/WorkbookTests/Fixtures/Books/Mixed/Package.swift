// swift-tools-version: 6.0
import PackageDescription
let package = Package(
  name: "Mix",
  products: [.library(name: "Mix", targets: ["Mix"])],
  targets: [
    .target(name: "Mix"),
    .testTarget(name: "MixTests", dependencies: ["Mix"]),
    .testTarget(name: "MixSwiftTests", dependencies: ["Mix"]),
  ]
)
