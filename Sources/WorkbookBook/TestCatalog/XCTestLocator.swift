import WorkbookBase

/// Finds XCTest's tests in a test target: the `test…` methods of its `XCTestCase` subclasses,
/// declared in the class's body or in an extension of it, in any file of the target.
///
/// XCTest runs an instance method as a test when its name starts with `test`, it takes no
/// arguments and returns nothing (`async` and `throws` allowed), and its class inherits from
/// `XCTestCase`, directly or through classes of the same target. A class is known by its name
/// alone, so a subclass of a base class declared in another module is not seen. Each file is
/// read on its own (``declarations(in:path:)``), then the target's files together
/// (``tests(in:target:)``), since a class and its extensions may sit in different files.
enum XCTestLocator {
  /// What one file declares that the target-wide reading needs.
  struct FileDeclarations: Sendable {
    /// Each class the file declares, by name, with the first type it inherits from.
    var superclasses: [String: String] = [:]
    /// Each method shaped like a test, whatever type it is declared in.
    var candidates: [Candidate] = []
  }

  /// A `func test…()` declared directly in a type's body or an extension's.
  struct Candidate: Sendable {
    /// The class or extended type whose body declares it.
    var typeName: String
    var name: String
    var path: String
    /// From its first attribute or modifier to its closing brace.
    var lines: ClosedRange<Int>
    var source: String
  }

  /// The classes and test-shaped methods of one file.
  static func declarations(in source: String, path: String) -> FileDeclarations {
    let bytes = Array(source.utf8)
    let tokens = SwiftLexer().significantTokens(in: bytes)
    let text = TokenText(bytes: bytes)
    let lines = LineTable(bytes)
    var found = FileDeclarations()
    var scopes = TypeScopes()
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if text.isKeyword(token, "class"), let declared = typeHeader(at: index, tokens, text: text),
        let superclass = declared.firstInherited
      {
        found.superclasses[declared.name] = superclass
      } else if text.isKeyword(token, "func"), let typeName = scopes.directType,
        let method = testMethod(at: index, tokens, text: text)
      {
        let range =
          lines.line(
            of: tokens[method.start].range.lowerBound)...lines.line(
            of: tokens[method.closingBrace].range.upperBound - 1)
        found.candidates.append(
          Candidate(
            typeName: typeName, name: method.name, path: path, lines: range,
            source: lines.shownSource(of: bytes, lines: range)))
        index = method.closingBrace + 1
        continue
      }
      scopes.read(index, in: tokens, text: text)
      index += 1
    }
    return found
  }

  /// The tests of a target whose files, in order, declare `files`: the candidates of every
  /// class that inherits from `XCTestCase`, in file order, then source order.
  static func tests(in files: [FileDeclarations], target: String) -> [TestDefinition] {
    var superclasses: [String: String] = [:]
    for file in files { superclasses.merge(file.superclasses) { first, _ in first } }
    return files.flatMap(\.candidates).filter { candidate in
      isTestCase(candidate.typeName, superclasses: superclasses)
    }.map { candidate in
      TestDefinition(
        target: target, suites: [candidate.typeName], name: candidate.name,
        path: candidate.path, lines: candidate.lines, source: candidate.source,
        framework: .xcTest)
    }
  }

  /// Whether the class `name` inherits from `XCTestCase` through the classes `superclasses`
  /// knows; a cycle (which would not compile) ends the climb.
  private static func isTestCase(_ name: String, superclasses: [String: String]) -> Bool {
    var current = name
    var seen: Set<String> = []
    while let parent = superclasses[current], seen.insert(current).inserted {
      if parent == "XCTestCase" { return true }
      current = parent
    }
    return false
  }

  /// After `class`, the class's name (the last part of a dotted name) and the first type of its
  /// inheritance clause; nil when the keyword introduces no class (`class func`, `class var`).
  private static func typeHeader(at index: Int, _ tokens: [Token], text: TokenText)
    -> (name: String, firstInherited: String?)?
  {
    guard let header = TypeScopes.dottedName(from: index + 1, tokens, text: text),
      let name = header.parts.last
    else { return nil }
    var next = header.next
    if next < tokens.count, text.isPunctuation(tokens[next], "<"),
      let close = text.closing(from: next, in: tokens, open: "<", close: ">")
    {
      next = close + 1
    }
    guard next < tokens.count, text.isPunctuation(tokens[next], ":") else {
      return (name, nil)
    }
    return (name, TypeScopes.dottedName(from: next + 1, tokens, text: text)?.parts.last)
  }

  /// Keywords that may stand before `func` on a test method.
  private static let allowedModifiers: Set<String> = [
    "public", "internal", "package", "open", "final", "override", "nonisolated", "dynamic",
  ]

  /// Keywords that make a method something XCTest does not run (a type method, or one hidden
  /// from the test discovery).
  private static let excludingModifiers: Set<String> = [
    "static", "class", "private", "fileprivate", "mutating",
  ]

  /// From a `func` token: the method's name, the first token of its declaration (its first
  /// attribute or modifier) and its body's closing brace, when it is a test method.
  private static func testMethod(at funcIndex: Int, _ tokens: [Token], text: TokenText)
    -> (name: String, start: Int, closingBrace: Int)?
  {
    guard funcIndex + 3 < tokens.count else { return nil }
    let name = text.string(tokens[funcIndex + 1]).filter { $0 != "`" }
    guard name.hasPrefix("test"), text.isPunctuation(tokens[funcIndex + 2], "("),
      text.isPunctuation(tokens[funcIndex + 3], ")"),
      let start = declarationStart(before: funcIndex, tokens, text: text)
    else { return nil }
    var index = funcIndex + 4
    while index < tokens.count {
      let token = tokens[index]
      if text.isPunctuation(token, "{") {
        guard
          let close = text.closing(from: index, in: tokens, open: "{", close: "}")
        else { return nil }
        return (name, start, close)
      }
      if text.isPunctuation(token, "(") {
        // `throws(SomeError)`
        guard
          let close = text.closing(from: index, in: tokens, open: "(", close: ")")
        else { return nil }
        index = close + 1
        continue
      }
      // A result type (`-> Int`), or no body: not a test XCTest runs.
      let isEffect =
        text.spells(token, "async") || text.spells(token, "throws")
        || text.spells(token, "rethrows")
      if text.isPunctuation(token, "-") || text.isPunctuation(token, "}")
        || text.isPunctuation(token, ";") || (token.kind == .keyword && !isEffect)
      {
        return nil
      }
      index += 1
    }
    return nil
  }

  /// The first token of the attributes and modifiers before `func`, or nil when one of them
  /// keeps the method from being a test (`static`, `private`, `@Test`, which Swift Testing
  /// runs instead).
  private static func declarationStart(before funcIndex: Int, _ tokens: [Token], text: TokenText)
    -> Int?
  {
    var start = funcIndex
    var index = funcIndex - 1
    while index >= 0 {
      let token = tokens[index]
      if token.kind == .keyword {
        let word = text.string(token)
        if excludingModifiers.contains(word) { return nil }
        guard allowedModifiers.contains(word) else { break }
      } else if token.kind == .attribute {
        if text.spells(token, "@Test") { return nil }
      } else if text.isPunctuation(token, ")"),
        let open = text.openingParenthesis(of: index, in: tokens),
        open > 0, tokens[open - 1].kind == .attribute
      {
        // An attribute's arguments, `@available(*, deprecated)`.
        index = open - 1
        continue
      } else {
        break
      }
      start = index
      index -= 1
    }
    return start
  }
}
