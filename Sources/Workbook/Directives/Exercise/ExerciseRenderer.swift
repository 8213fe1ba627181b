/// `{{#exercise NAME}}`: an exercise from `chapters/exercises.ledger`: its task, the starter's
/// listing, the command that checks an attempt, the hints folded weakest first, and the
/// solution folded behind an explicit choice.
struct ExerciseRenderer: DirectiveRenderer {
  let name = "exercise"

  func render(_ directive: Directive, in context: BuildContext) throws -> DirectiveOutput {
    guard let exercise = context.exercises[directive.arguments] else {
      throw Diagnostic(
        "no exercise '\(directive.arguments)' in \(ExerciseLedger.path)",
        at: directive.argumentsLocation)
    }
    let starter = try context.files.read(exercise.starter, at: directive.argumentsLocation)
    let solution = try context.files.read(exercise.solution, at: directive.argumentsLocation)
    let checks = try context.catalog.resolve(exercise.checks)
    let ui = context.ui
    let anchor = "exercise-" + exercise.commandName
    var html = "<section class=\"exercise\" id=\"\(HTML.escape(anchor))\">\n"
    html +=
      "<h3 class=\"exercise-title\">\(ui.html("Exercise: {title}", ["title": HTML.escape(exercise.title)]))</h3>\n"
    html +=
      "<p class=\"exercise-estimate\">\(ui.html("About {estimate}.", ["estimate": HTML.escape(exercise.estimate)]))</p>\n"
    html += "<p>\(Self.prose(exercise.task))</p>\n"
    html += Listing.html(
      code: starter, language: "swift",
      caption: ui.html(
        "starter, in {file} (edit this file)",
        ["file": "<code>\(HTML.escape(exercise.starter))</code>"]), ui: ui)
    html += "<p>\(ui.html("Check your attempt, one verdict per check:"))</p>\n"
    html += Listing.html(
      code: exercise.runCommand, language: "sh", caption: nil, extraClass: "command", ui: ui)
    let mistakes = try MistakeLedger.load(for: exercise, root: context.root).mistakes.count
    let proven =
      switch mistakes {
      case 0: ui("the untouched starter fails them")
      case 1: ui("the untouched starter fails them, and the known mistake fails exactly its own")
      default:
        ui(
          "the untouched starter fails them, and each of the {count} known mistakes fails exactly its own",
          ["count": String(mistakes)])
      }
    let test =
      "<code>\(HTML.escape(exercise.checks.description))(\(HTML.escape(exercise.name)))</code>"
    html +=
      "<p class=\"exercise-checks\">\(TestBadge.badge(context.status(of: checks, argument: exercise.name), ui: ui)) \(ui.html("checks {test} on the reference solution; the test run also proves {proven}.", ["test": test, "proven": HTML.escape(proven)]))</p>\n"
    for (number, hint) in exercise.hints.enumerated() {
      html +=
        "<details class=\"hint\"><summary>\(ui.html("Hint {number}", ["number": String(number + 1)]))</summary><p>\(Self.prose(hint))</p></details>\n"
    }
    html += "<details class=\"solution\"><summary>\(ui.html("Show the solution"))</summary>\n"
    html += Listing.html(
      code: solution, language: "swift",
      caption: ui.html(
        "solution, in {file}", ["file": "<code>\(HTML.escape(exercise.solution))</code>"]), ui: ui)
    html += "</details>\n</section>\n"
    let searchText = [exercise.title, exercise.task, exercise.commandName] + exercise.hints
    return DirectiveOutput(
      html: html, searchText: searchText.joined(separator: " "), anchors: [anchor])
  }

  /// A ledger sentence as HTML: escaped, with `backtick` spans set as code, the one piece of
  /// Markdown a task or hint needs.
  static func prose(_ text: String) -> String {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
      index.isMultiple(of: 2) ? HTML.escape(part) : "<code>\(HTML.escape(part))</code>"
    }.joined()
  }
}
