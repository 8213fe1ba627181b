import WorkbookBase
import WorkbookBook

/// `{{#exercise NAME}}`: an exercise from `chapters/exercises.ledger`: its task, the starter's
/// listing, the command that checks an attempt, the hints folded weakest first, and the
/// solution folded behind an explicit choice.
struct ExerciseRenderer: DirectiveRenderer {
  static let syntax = DirectiveSyntax("exercise", words: [.required("NAME")])

  /// The exercise's title and task, read on the page.
  func readingTime(
    of directive: Directive, arguments: DirectiveArguments, in context: BuildContext
  ) -> ReadingTime {
    guard let exercise = context.exercises[arguments.words[0]] else { return .zero }
    return ReadingTime(
      words: ReadingTime.wordCount(exercise.title + " " + exercise.task), listings: 0)
  }

  func render(_ directive: Directive, arguments: DirectiveArguments, in context: BuildContext)
    throws -> DirectiveOutput
  {
    guard let exercise = context.exercises[arguments.words[0]] else {
      throw Diagnostic(
        "no exercise '\(arguments.words[0])' in \(ExerciseLedger.path)",
        at: arguments.wordLocations[0])
    }
    let prepared = try context.preparedExercises.value(for: ExactText(exercise.name)) {
      try Self.prepare(exercise, at: directive.argumentsLocation, in: context)
    }
    let ui = context.ui
    let anchor = "exercise-" + prepared.commandName
    let mistakes = prepared.mistakes
    let proven =
      switch mistakes {
      case 0: ui("the untouched starter fails them")
      case 1: ui("the untouched starter fails them, and the known mistake fails exactly its own")
      default:
        ui(
          "the untouched starter fails them, and each of the {count} known mistakes fails exactly its own",
          ["count": String(mistakes)])
      }
    var html = HTMLWriter()
    html.open("section", ["class": "exercise", "id": anchor])
    html.text("\n")
    html.element("h3", class: "exercise-title") {
      $0.message(ui("Exercise: {title}"), ["title": .text(exercise.title)])
    }
    html.text("\n")
    html.element("p", class: "exercise-estimate") {
      $0.message(ui("About {estimate}."), ["estimate": .text(exercise.estimate)])
    }
    html.text("\n")
    html.element("p") { Self.writeProse(exercise.task, into: &$0) }
    html.text("\n")
    Listing.write(
      highlightedCode: prepared.starter, language: "swift",
      caption: HTMLFragment {
        $0.message(ui("starter, in {file} (edit this file)"), ["file": .code(exercise.starter)])
      }, ui: ui, into: &html)
    html.element("p") { $0.message(ui("Check your attempt, one verdict per check:")) }
    html.text("\n")
    Listing.write(
      highlightedCode: prepared.command, language: "sh", caption: nil, extraClass: "command",
      ui: ui, into: &html)
    html.element("p", class: "exercise-checks") { html in
      html.append(TestBadge.badge(prepared.status, ui: ui))
      html.text(" ")
      html.message(
        ui("checks {test} on the reference solution; the test run also proves {proven}."),
        [
          "test": .code("\(exercise.checks.description)(\(exercise.name))"),
          "proven": .text(proven),
        ])
    }
    html.text("\n")
    for (number, hint) in exercise.hints.enumerated() {
      html.element("details", class: "hint") { html in
        html.element("summary") {
          $0.message(ui("Hint {number}"), ["number": .text(String(number + 1))])
        }
        html.element("p") { Self.writeProse(hint, into: &$0) }
      }
      html.text("\n")
    }
    html.open("details", class: "solution")
    html.element("summary") { $0.message(ui("Show the solution")) }
    html.text("\n")
    Listing.write(
      highlightedCode: prepared.solution, language: "swift",
      caption: HTMLFragment {
        $0.message(ui("solution, in {file}"), ["file": .code(exercise.solution)])
      }, ui: ui, into: &html)
    html.close("details")
    html.text("\n")
    html.close("section")
    html.text("\n")
    let searchText = [exercise.title, exercise.task, prepared.commandName] + exercise.hints
    return DirectiveOutput(
      html: html.fragment, searchText: searchText.joined(separator: " "), anchors: [anchor])
  }

  /// What an exercise shows in every edition, whatever its prose's language, prepared once per
  /// build (``BuildContext/preparedExercises``): all of it follows from the exercise's name.
  struct Prepared: Sendable {
    /// The starter's and the solution's code and the command that checks an attempt,
    /// highlighted.
    let starter: HTMLFragment
    let solution: HTMLFragment
    let command: HTMLFragment
    /// The status of the checks on the reference solution.
    let status: TestStatus
    /// How many known mistakes its mistakes ledger lists.
    let mistakes: Int
    let commandName: String
  }

  /// The exercise's files read, its checks resolved and judged, its code highlighted.
  private static func prepare(
    _ exercise: Exercise, at location: SourceLocation, in context: BuildContext
  ) throws -> Prepared {
    let starter = try context.files.read(exercise.starter, at: location)
    let solution = try context.files.read(exercise.solution, at: location)
    let checks = try context.catalog.resolve(exercise.checks)
    return Prepared(
      starter: context.highlighted.html(starter, language: "swift"),
      solution: context.highlighted.html(solution, language: "swift"),
      command: context.highlighted.html(exercise.runCommand, language: "sh"),
      status: context.status(of: checks, argument: exercise.name),
      mistakes: try context.mistakeCount(of: exercise), commandName: exercise.commandName)
  }

  /// A ledger sentence as HTML: escaped, with `backtick` spans set as code, the one piece of
  /// Markdown a task or hint needs. A backtick a mark joins is text, and only U+0060 is one
  /// (not GREEK VARIA, U+1FEF, which Swift's characters take as equal to it, and cmark does not).
  static func writeProse(_ text: String, into html: inout HTMLWriter) {
    let text = text[...]
    var start = text.utf8.startIndex
    var isCode = false
    for (offset, index) in text.utf8.indices.enumerated()
    where text.utf8[index] == UInt8(ascii: "`") && text.isCharacter(atByte: offset) {
      write(Substring(text.utf8[start..<index]), asCode: isCode, into: &html)
      isCode.toggle()
      start = text.utf8.index(after: index)
    }
    write(Substring(text.utf8[start...]), asCode: isCode, into: &html)
  }

  private static func write(_ part: Substring, asCode: Bool, into html: inout HTMLWriter) {
    if asCode {
      html.element("code", text: String(part))
    } else {
      html.text(part)
    }
  }
}
