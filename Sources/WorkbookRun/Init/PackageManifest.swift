import WorkbookBase

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `workbook init` needs of a package's manifest, read from `swift package dump-package`:
/// the manifest evaluated by SwiftPM itself (so a target list built in code is seen as SwiftPM
/// sees it), without resolving dependencies, so it works offline.
struct PackageManifest: Decodable, Sendable {
  /// A product the package offers.
  struct Product: Decodable, Sendable {
    var name: String
    var targets: [String]
    /// Whether it is a library (not an executable, a plugin or a macro).
    var isLibrary: Bool

    private enum CodingKeys: String, CodingKey { case name, targets, type }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      targets = try container.decode([String].self, forKey: .targets)
      // `"type": {"library": ["automatic"]}`, `{"executable": null}`, …
      let type = try container.nestedContainer(keyedBy: AnyKey.self, forKey: .type)
      isLibrary = type.allKeys.contains { $0.stringValue == "library" }
    }
  }

  /// A target, with where its sources are and the targets of this package it depends on.
  struct Target: Decodable, Sendable {
    var name: String
    /// `regular`, `executable`, `test`, `plugin`, `macro`, `system` or `binary`.
    var type: String
    /// The folder the manifest names, relative to the package root, if it names one.
    var path: String?
    var dependencies: [String]

    private enum CodingKeys: String, CodingKey { case name, type, path, dependencies }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      type = try container.decode(String.self, forKey: .type)
      path = try container.decodeIfPresent(String.self, forKey: .path)
      dependencies = try container.decode([Dependency].self, forKey: .dependencies).compactMap(
        \.targetName)
    }

    /// The folder holding the target's sources: the manifest's `path:`, or SwiftPM's default
    /// (`Sources/NAME`, `Tests/NAME` for a test target, `Plugins/NAME` for a plugin).
    var folder: String {
      if let path { return path }
      switch type {
      case "test": return "Tests/\(name)"
      case "plugin": return "Plugins/\(name)"
      default: return "Sources/\(name)"
      }
    }
  }

  /// One dependency of a target, `{"byName": ["Name", null]}`, `{"target": ["Name", null]}`
  /// or `{"product": [...]}`: only the first two name a target of this package.
  private struct Dependency: Decodable {
    var targetName: String?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: AnyKey.self)
      targetName = nil
      for key in container.allKeys where key.stringValue == "byName" || key.stringValue == "target"
      {
        var values = try container.nestedUnkeyedContainer(forKey: key)
        targetName = try values.decode(String.self)
      }
    }
  }

  /// Any key a JSON object has.
  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  var name: String
  var products: [Product]
  var targets: [Target]

  /// The manifest of the package at `root`, as `swift package dump-package` reads it; what
  /// SwiftPM prints about a manifest it cannot read goes to standard error as it comes.
  static func load(root: URL) throws(Diagnostic) -> PackageManifest {
    var output = ""
    let status = try ChildProcess.runReadingOutput(
      ["swift", "package", "dump-package"], in: root.path, echo: false,
      readsStandardError: false
    ) { line in output += line + "\n" }
    let location = SourceLocation(path: "Package.swift", line: 1, column: 1)
    guard status == 0 else {
      throw Diagnostic(
        "'swift package dump-package' could not read the manifest (exit status \(status))",
        at: location)
    }
    return try parse(Data(output.utf8), at: location)
  }

  /// The manifest in `json`, as `swift package dump-package` prints it.
  static func parse(_ json: Data, at location: SourceLocation? = nil) throws(Diagnostic)
    -> PackageManifest
  {
    do {
      return try JSONDecoder().decode(PackageManifest.self, from: json)
    } catch {
      throw Diagnostic(
        "'swift package dump-package' printed something that is not a manifest (\(error))",
        at: location)
    }
  }

  /// The target a book about this package starts from: the first library product's target
  /// named like the product (else its first target), or else the first regular target, or
  /// else the first executable one.
  var mainTarget: Target? {
    let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    if let library = products.first(where: \.isLibrary) {
      let name = library.targets.contains(library.name) ? library.name : library.targets.first
      if let target = name.flatMap({ byName[$0] }) { return target }
    }
    return targets.first { $0.type == "regular" } ?? targets.first { $0.type == "executable" }
  }

  /// The test targets whose tests a chapter about `target` should show: those named
  /// `TARGETTests` first, then those depending on it, in manifest order; every test target when
  /// none depends on it.
  func testTargets(of target: Target) -> [Target] {
    let tests = targets.filter { $0.type == "test" }
    let depending = tests.filter { $0.dependencies.contains(target.name) }
    let chosen = depending.isEmpty ? tests : depending
    return chosen.filter { $0.name == target.name + "Tests" }
      + chosen.filter { $0.name != target.name + "Tests" }
  }
}
