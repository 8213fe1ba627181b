import WorkbookBase

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The commands of a build as SwiftPM planned them, read from the manifest it hands to llbuild
/// (`debug.yaml` in its scratch folder): each command's tool, the files it reads and writes,
/// and the program it runs. The manifest is written in a small subset of YAML: under
/// `commands:`, an entry per command (`  "NAME":`) with one property per line
/// (`    KEY: VALUE`), each list written as a JSON array. Only that much is read.
///
/// ``commandsRebuilding(_:after:)`` answers the commands to run again, in order, when some of a
/// product's source files changed: what llbuild would run, without SwiftPM loading the package
/// and planning the build again first.
struct BuildManifest: Sendable, Equatable {
  /// One command of the build.
  struct Command: Sendable, Equatable {
    var name: String
    /// The kind of step: `shell` runs ``arguments``; `phony` only groups its inputs; others
    /// (`write-auxiliary-file`, `clang`, …) are SwiftPM's own.
    var tool: String
    var inputs: [String]
    var outputs: [String]
    /// The program and its arguments, for a `shell` command.
    var arguments: [String]
    /// What the step does, as SwiftPM describes it (`Compiling Swift Module 'X' (1 sources)`).
    var description: String
  }

  var commands: [Command]

  /// Reads the manifest's commands; nil when the text is not laid out as described above.
  init?(parsing text: String) {
    var commands: [Command] = []
    var inCommands = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if !line.hasPrefix(" ") {
        inCommands = line == "commands:"
        continue
      }
      guard inCommands else { continue }
      if line.hasPrefix("  \""), line.hasSuffix("\":"), !line.hasPrefix("   ") {
        guard let name = Self.string(line.dropFirst(2).dropLast()) else { return nil }
        commands.append(
          Command(name: name, tool: "", inputs: [], outputs: [], arguments: [], description: ""))
        continue
      }
      guard line.hasPrefix("    "), !commands.isEmpty,
        let colon = line.firstIndex(of: ":")
      else { return nil }
      let key = line[..<colon].drop { $0 == " " }
      let value = line[line.index(after: colon)...].drop { $0 == " " }
      switch key {
      case "tool": commands[commands.count - 1].tool = String(value)
      case "description":
        commands[commands.count - 1].description = Self.string(value) ?? String(value)
      case "inputs", "outputs", "args":
        guard let list = Self.list(value) else { return nil }
        switch key {
        case "inputs": commands[commands.count - 1].inputs = list
        case "outputs": commands[commands.count - 1].outputs = list
        default: commands[commands.count - 1].arguments = list
        }
      default: continue
      }
    }
    guard !commands.isEmpty else { return nil }
    self.commands = commands
  }

  init(commands: [Command]) {
    self.commands = commands
  }

  /// What ``commandsRebuilding(_:after:)`` answers: the commands to run, and the files the
  /// product is built from that are not among the changed ones.
  struct Rebuild: Sendable, Equatable {
    /// The commands that may need to run again (`shell`), or that pass a change on (`phony`),
    /// each after those whose outputs it reads.
    var commands: [Command]
    /// The files that changed.
    var changed: Set<String>
    /// Every file the product is built from, directly or through other commands, other than the
    /// changed ones: if one of them changed too, only a full build is right.
    var otherSources: [String]

    /// Runs the rebuild: each `shell` command through `run`, in order, but only when one of its
    /// inputs changed. `run` answers which of the command's outputs now differ from what they
    /// were, so a command whose inputs came out byte for byte as before is skipped: a starter
    /// edited inside a function body leaves its module's interface as it was, and the runner's
    /// own module, which reads only that interface, would compile to the same bytes. Answers
    /// the commands run.
    func perform(_ run: (Command) throws -> Set<String>) rethrows -> [Command] {
      var changed = self.changed
      var ran: [Command] = []
      for command in commands where command.inputs.contains(where: changed.contains) {
        if command.tool == "phony" {
          changed.formUnion(command.outputs)
        } else {
          changed.formUnion(try run(command))
          ran.append(command)
        }
      }
      return ran
    }
  }

  /// The commands that bring `product` (the path of a file a command writes) up to date after
  /// the files in `changed` changed and nothing else did: every command the product depends on
  /// that reads a changed file, or the output of such a command. Answers nil when the product
  /// is not in the manifest, when no command reads a changed file, or when one that does is
  /// not a plain program (`shell`), a grouping (`phony`) or the list of a module's source
  /// files (`write-auxiliary-file`, which stays as it is while no file is added or removed).
  func commandsRebuilding(_ product: String, after changed: Set<String>) -> Rebuild? {
    var producer: [String: Int] = [:]
    for (index, command) in commands.enumerated() {
      for output in command.outputs { producer[output] = index }
    }
    guard let last = producer[product] else { return nil }
    // Depth first from the product, so that each command comes after those it reads from.
    var order: [Int] = []
    var state: [Int: Bool] = [:]  // false while being visited, true once ordered
    var stack: [(index: Int, expanded: Bool)] = [(last, false)]
    while let (index, expanded) = stack.popLast() {
      if expanded {
        state[index] = true
        order.append(index)
        continue
      }
      guard state[index] == nil else { continue }
      state[index] = false
      stack.append((index, true))
      for input in commands[index].inputs.reversed() {
        if let source = producer[input], state[source] == nil { stack.append((source, false)) }
      }
    }
    var dirty: Set<String> = changed
    var rebuild: [Command] = []
    var sources: Set<String> = []
    for index in order {
      let command = commands[index]
      for input in command.inputs where producer[input] == nil && !changed.contains(input) {
        sources.insert(input)
      }
      guard command.inputs.contains(where: dirty.contains) else { continue }
      switch command.tool {
      case "shell", "phony": rebuild.append(command)
      case "write-auxiliary-file": continue
      default: return nil
      }
      dirty.formUnion(command.outputs)
    }
    guard rebuild.contains(where: { $0.tool == "shell" }) else { return nil }
    return Rebuild(commands: rebuild, changed: changed, otherSources: sources.sorted())
  }

  /// A JSON string literal.
  private static func string(_ text: some StringProtocol) -> String? {
    list("[\(text)]")?.first
  }

  /// A JSON array of strings.
  private static func list(_ text: some StringProtocol) -> [String]? {
    try? JSONDecoder().decode([String].self, from: Data(text.utf8))
  }
}
