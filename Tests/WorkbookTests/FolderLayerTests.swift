import Foundation
import Testing

/// The generator's folders are layers (see the README, "How the generator is built"): a file
/// may use the types of its own folder and of the folders before it, never of a later one.
@Suite struct FolderLayerTests {
  static let layers = [
    "Book", "Highlighting", "TestCatalog", "Results",
    "Components", "Exercises", "Directives", "Markdown", "Search", "Translation", "Pages", "DocC",
    "Site", "Init", "Preview", "ExerciseWatch",
  ]

  @Test func everyFolderIsALayer() throws {
    #expect(Set(try Self.folders()) == Set(Self.layers))
  }

  @Test func noFileUsesATypeOfALaterLayer() throws {
    let uses = try Self.backwardUses(of: Self.topLevelTypes, spelled: { "\\b\($0)\\b" })
    #expect(uses == [])
  }

  /// Members that extensions add to other types (`String.lines`, `UInt8.isASCIIDigit`) and free
  /// functions (`inParallel`) belong to a layer too.
  @Test func noFileUsesAnExtensionMemberOrFunctionOfALaterLayer() throws {
    let members = try Self.backwardUses(of: Self.extensionMembers, spelled: { "\\.\($0)\\b" })
    #expect(members == [])
    let functions = try Self.backwardUses(of: Self.freeFunctions, spelled: { "\\b\($0)\\(" })
    #expect(functions == [])
  }

  /// Each use, by a file, of a name that `declarations` finds in a later layer, where a use is
  /// a match of `spelled(name)`.
  static func backwardUses(
    of declarations: (String) -> [String], spelled: (String) -> String
  ) throws -> [String] {
    let sources = try Self.sources()
    // A name declared in several layers may be used from the first of them.
    var owner: [String: String] = [:]
    for (folder, files) in sources {
      for text in files.values {
        for name in declarations(text) {
          let earlier = owner[name].flatMap { Self.layers.firstIndex(of: $0) } ?? Int.max
          if (Self.layers.firstIndex(of: folder) ?? Int.max) < earlier { owner[name] = folder }
        }
      }
    }
    var backwards: [String] = []
    for (folder, files) in sources {
      let rank = try #require(Self.layers.firstIndex(of: folder))
      for (file, text) in files {
        let code = Self.withoutComments(text)
        for (name, other) in owner {
          guard let otherRank = Self.layers.firstIndex(of: other), otherRank > rank,
            code.contains(try Regex(spelled(name)))
          else { continue }
          backwards.append("\(folder)/\(file) uses \(name) of \(other)")
        }
      }
    }
    return backwards.sorted()
  }

  static var root: URL { FixtureBook.packageRoot.appending(path: "Sources/Workbook") }

  static func folders() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root.path).filter { name in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: root.appending(path: name).path, isDirectory: &isFolder) && isFolder.boolValue
    }
  }

  /// Each folder's Swift files, by name, with their text.
  static func sources() throws -> [String: [String: String]] {
    var sources: [String: [String: String]] = [:]
    for folder in try folders() {
      let directory = root.appending(path: folder)
      for file in try FileManager.default.subpathsOfDirectory(atPath: directory.path)
      where file.hasSuffix(".swift") {
        sources[folder, default: [:]][file] = try String(
          contentsOf: directory.appending(path: file), encoding: .utf8)
      }
    }
    return sources
  }

  /// The names of the types a file declares at its top level (not nested ones).
  static func topLevelTypes(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      guard line.first?.isWhitespace == false else { return nil }
      let words = line.split(separator: " ")
      guard
        let kind = words.firstIndex(where: { ["struct", "enum", "class", "protocol"].contains($0) }
        ),
        kind + 1 < words.count,
        words[..<kind].allSatisfy({ ["public", "final", "internal"].contains($0) })
      else { return nil }
      return String(words[kind + 1].prefix(while: { $0.isLetter || $0.isNumber }))
    }
  }

  /// What the file's top-level extensions declare at their top level, unless private.
  static func extensionMembers(in text: String) -> [String] {
    var inExtension = false
    var names: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("extension ") || line.hasPrefix("public extension ") {
        inExtension = true
      } else if line.hasPrefix("}") {
        inExtension = false
      } else if inExtension, line.hasPrefix("  "), !line.hasPrefix("   "),
        !line.contains("private "),
        let match = line.firstMatch(of: /^\s+(?:public |static |mutating )*(?:func|var|let) (\w+)/)
      {
        names.append(String(match.1))
      }
    }
    return names
  }

  /// The functions the file declares outside any type.
  static func freeFunctions(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      line.firstMatch(of: /^(?:public )?func (\w+)/).map { String($0.1) }
    }
  }

  static func identifiers(in text: String) -> Set<String> {
    Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
  }

  /// The text without `//` comments, which may name a type of any layer.
  static func withoutComments(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.firstRange(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
    }.joined(separator: "\n")
  }
}
