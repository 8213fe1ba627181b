import Foundation
import Testing

@testable import WorkbookRun

/// The commands SwiftPM planned, read from its llbuild manifest, and the ones that rebuild a
/// check runner after its starter changed.
@Suite struct BuildManifestTests {
  /// A runner `/b/CheckX` linked from the starter's module, a library and the runner's own
  /// module, laid out as SwiftPM writes it.
  static let manifest = """
    client:
      name: basic
      file-system: device-agnostic
    tools: {}
    targets:
      "CheckX-debug.exe": ["<CheckX-debug.exe>"]
    default: "main"
    nodes:
      "/p/Sources/Exercises/X/":
        is-directory-structure: true
        content-exclusion-patterns: [".git",".build"]
    commands:
      "/b/XStarter.build/sources":
        tool: write-auxiliary-file
        inputs: ["<sources-file-list>","/p/Sources/Exercises/X/X.swift"]
        outputs: ["/b/XStarter.build/sources"]
        description: "Write auxiliary file /b/XStarter.build/sources"

      "C.Kit-debug.module":
        tool: shell
        inputs: ["/p/Sources/Kit/Kit.swift"]
        outputs: ["/b/Kit.build/Kit.swift.o","/b/Modules/Kit.swiftmodule"]
        description: "Compiling Swift Module 'Kit' (1 sources)"
        args: ["/usr/bin/swiftc","-module-name","Kit","-c","/p/Sources/Kit/Kit.swift"]

      "C.XStarter-debug.module":
        tool: shell
        inputs: ["/p/Sources/Exercises/X/X.swift","/b/Modules/Kit.swiftmodule","/b/XStarter.build/sources"]
        outputs: ["/b/XStarter.build/X.swift.o","/b/Modules/XStarter.swiftmodule"]
        description: "Compiling Swift Module 'XStarter' (1 sources)"
        args: ["/usr/bin/swiftc","-module-name","XStarter","-incremental","-c","@/b/XStarter.build/sources"]

      "<XStarter-debug.module>":
        tool: phony
        inputs: ["/b/XStarter.build/X.swift.o","/b/Modules/XStarter.swiftmodule"]
        outputs: ["<XStarter-debug.module>"]

      "C.CheckX-debug.module":
        tool: shell
        inputs: ["/p/Sources/ExerciseRunners/X/main.swift","/b/Modules/XStarter.swiftmodule","/b/Modules/Kit.swiftmodule"]
        outputs: ["/b/CheckX.build/main.swift.o"]
        description: "Compiling Swift Module 'CheckX' (1 sources)"
        args: ["/usr/bin/swiftc","-module-name","CheckX","-c","/p/Sources/ExerciseRunners/X/main.swift"]

      "C.Other-debug.module":
        tool: shell
        inputs: ["/p/Sources/Exercises/X/X.swift"]
        outputs: ["/b/Other.build/X.swift.o"]
        description: "Compiling a module the runner does not need"
        args: ["/usr/bin/false"]

      "C.CheckX-debug.exe":
        tool: shell
        inputs: ["/b/Kit.build/Kit.swift.o","<XStarter-debug.module>","/b/CheckX.build/main.swift.o"]
        outputs: ["/b/CheckX"]
        description: "Linking ./b/CheckX"
        args: ["/usr/bin/swiftc","-o","/b/CheckX","-rpath=$ORIGIN","@/b/CheckX.product/Objects.LinkFileList"]

    """

  let starter: Set<String> = ["/p/Sources/Exercises/X/X.swift"]

  @Test func readsEachCommandsToolFilesAndArguments() throws {
    let manifest = try #require(BuildManifest(parsing: Self.manifest))
    #expect(manifest.commands.count == 7)
    let link = try #require(manifest.commands.last)
    #expect(link.name == "C.CheckX-debug.exe")
    #expect(link.tool == "shell")
    #expect(link.outputs == ["/b/CheckX"])
    #expect(link.description == "Linking ./b/CheckX")
    #expect(
      link.arguments == [
        "/usr/bin/swiftc", "-o", "/b/CheckX", "-rpath=$ORIGIN",
        "@/b/CheckX.product/Objects.LinkFileList",
      ])
  }

  @Test func anEditOfTheStarterRebuildsItsModuleTheRunnersAndTheLinkInOrder() throws {
    let manifest = try #require(BuildManifest(parsing: Self.manifest))
    let rebuild = try #require(manifest.commandsRebuilding("/b/CheckX", after: starter))
    #expect(
      rebuild.commands.map(\.name) == [
        "C.XStarter-debug.module", "<XStarter-debug.module>", "C.CheckX-debug.module",
        "C.CheckX-debug.exe",
      ], "not the unchanged library, the list of sources, nor a module the runner does not need")
    #expect(rebuild.changed == starter)
    #expect(
      rebuild.otherSources == [
        "/p/Sources/ExerciseRunners/X/main.swift", "/p/Sources/Kit/Kit.swift",
        "<sources-file-list>",
      ])
  }

  @Test func aCommandWhoseInputsCameOutAsBeforeIsSkipped() throws {
    let manifest = try #require(BuildManifest(parsing: Self.manifest))
    let rebuild = try #require(manifest.commandsRebuilding("/b/CheckX", after: starter))
    // The starter's object changed and its module's interface did not: the runner's module,
    // which reads only the interface, is not compiled again; the link, which reads the object
    // through the phony node, runs.
    var ran = rebuild.perform { command in
      command.name == "C.XStarter-debug.module" ? ["/b/XStarter.build/X.swift.o"] : []
    }
    #expect(ran.map(\.name) == ["C.XStarter-debug.module", "C.CheckX-debug.exe"])
    // The interface changed too: everything runs.
    ran = rebuild.perform { command in Set(command.outputs) }
    #expect(
      ran.map(\.name) == [
        "C.XStarter-debug.module", "C.CheckX-debug.module", "C.CheckX-debug.exe",
      ])
    // A rebuild whose first command changes nothing runs nothing more.
    ran = rebuild.perform { _ in [] }
    #expect(ran.map(\.name) == ["C.XStarter-debug.module"])
  }

  @Test func aProductTheManifestDoesNotBuildOrAnEditItDoesNotReadHasNoRebuild() throws {
    let manifest = try #require(BuildManifest(parsing: Self.manifest))
    #expect(manifest.commandsRebuilding("/b/CheckY", after: starter) == nil)
    #expect(manifest.commandsRebuilding("/b/CheckX", after: ["/p/README.md"]) == nil)
  }

  @Test func aStepOnlySwiftPMKnowsHowToRunLeavesTheRebuildToSwiftPM() throws {
    let withClang = Self.manifest.replacingOccurrences(
      of: "\"C.XStarter-debug.module\":\n    tool: shell",
      with: "\"C.XStarter-debug.module\":\n    tool: clang")
    let manifest = try #require(BuildManifest(parsing: withClang))
    #expect(manifest.commands.first { $0.name == "C.XStarter-debug.module" }?.tool == "clang")
    #expect(manifest.commandsRebuilding("/b/CheckX", after: starter) == nil)
  }

  @Test func textThatIsNotSuchAManifestIsNotRead() {
    #expect(BuildManifest(parsing: "") == nil)
    #expect(BuildManifest(parsing: "client:\n  name: basic\n") == nil, "no commands")
    #expect(
      BuildManifest(parsing: "commands:\n  \"a\":\n    inputs: [not json]\n") == nil)
    #expect(BuildManifest(parsing: "commands:\n    tool: shell\n") == nil, "a property of nothing")
  }
}

/// The compiler's text, read back out of the Swift driver's `-parseable-output`.
@Suite struct ParseableOutputTests {
  @Test func eachFinishedJobsOutputIsKeptWithTheLinesBetween() {
    let began = #"{"kind":"began","name":"compile","pid":7}"#
    let finished =
      #"{"exit-status":1,"kind":"finished","name":"compile","output":"/p/X.swift:2:1: error: no\n2 | x\n  | `- error: no\n\n","pid":7}"#
    let transcript =
      "\(began.utf8.count)\n\(began)\nerror: compile command failed with exit code 1\n"
      + "\(finished.utf8.count)\n\(finished)\n"
    #expect(
      ParseableOutput.text(of: transcript) == """
        error: compile command failed with exit code 1
        /p/X.swift:2:1: error: no
        2 | x
          | `- error: no


        """)
    #expect(
      CompilerErrors.parse(ParseableOutput.text(of: transcript)).map(\.path) == ["/p/X.swift"])
  }

  @Test func textWithoutMessagesIsKeptAsItIs() {
    for text in ["", "plain\n", "12\nnot twelve bytes of JSON\n", "5\n{\"a\"", "no newline"] {
      #expect(ParseableOutput.text(of: text) == text)
    }
  }
}
