import Foundation
import Testing

@testable import WorkbookBook
@testable import WorkbookRender

/// The catalogue of the command line's own words and the code that says them stay in step: every
/// `words("…")` of the generator's library and of `WorkbookCLI` is listed in
/// ``CommandLineMessages``, and every listed message is said somewhere.
@Suite struct CommandLineMessagesTests {
  @Test func theListIsExactlyTheMessagesTheCodeSays() throws {
    let pattern = try Regex(#"\bwords\(\s*"((?:[^"\\]|\\.)*)""#).wordBoundaryKind(.simple)
    var texts = Array(try GeneratorSources.texts().values)
    let commandLine = FixtureBook.packageRoot.appending(path: "Sources/WorkbookCLI")
    for file in try FileManager.default.contentsOfDirectory(atPath: commandLine.path)
    where file.hasSuffix(".swift") {
      texts.append(
        try String(contentsOf: commandLine.appending(path: file), encoding: .utf8))
    }
    let said = texts.flatMap { text in
      text.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) }
    }
    #expect(Set(said) == Set(CommandLineMessages.all))
    #expect(CommandLineMessages.all.count == Set(CommandLineMessages.all).count, "each once")
  }

  @Test func theTemplateHasEveryMessageAndNamesItsPlaceholders() {
    let template = ExerciseTemplates.words(bookTitle: "B")
    #expect(template.entries.map(\.key.id) == CommandLineMessages.all)
    let hint = template.entries.first { $0.key.id == "Hint {number} of {count}: {hint}" }
    #expect(hint?.extractedComments == ["keep each {name}: the command puts a value there"])
  }
}
