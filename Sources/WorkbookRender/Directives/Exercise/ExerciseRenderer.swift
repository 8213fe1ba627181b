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
    let starter = try context.files.read(exercise.starter, at: directive.argumentsLocation)
    let solution = try context.files.read(exercise.solution, at: directive.argumentsLocation)
    let checks = try context.catalog.resolve(exercise.checks)
    let ui = context.ui
    let anchor = "exercise-" + exercise.commandName
    let mistakes = try context.mistakeCount(of: exercise)
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
      code: starter, language: "swift",
      caption: HTMLFragment {
        $0.message(ui("starter, in {file} (edit this file)"), ["file": .code(exercise.starter)])
      }, ui: ui, highlighted: context.highlighted, into: &html)
    html.element("p") { $0.message(ui("Check your attempt, one verdict per check:")) }
    html.text("\n")
    Listing.write(
      code: exercise.runCommand, language: "sh", caption: nil, extraClass: "command", ui: ui,
      highlighted: context.highlighted, into: &html)
    html.element("p", class: "exercise-checks") { html in
      html.append(TestBadge.badge(context.status(of: checks, argument: exercise.name), ui: ui))
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
      code: solution, language: "swift",
      caption: HTMLFragment {
        $0.message(ui("solution, in {file}"), ["file": .code(exercise.solution)])
      }, ui: ui, highlighted: context.highlighted, into: &html)
    html.close("details")
    html.text("\n")
    html.close("section")
    html.text("\n")
    let searchText = [exercise.title, exercise.task, exercise.commandName] + exercise.hints
    return DirectiveOutput(
      html: html.fragment, searchText: searchText.joined(separator: " "), anchors: [anchor])
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
