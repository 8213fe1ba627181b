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
    let anchor = "exercise-" + exercise.commandName
    var html = "<section class=\"exercise\" id=\"\(HTML.escape(anchor))\">\n"
    html += "<h3 class=\"exercise-title\">Exercise: \(HTML.escape(exercise.title))</h3>\n"
    html += "<p class=\"exercise-estimate\">About \(HTML.escape(exercise.estimate)).</p>\n"
    html += "<p>\(Self.prose(exercise.task))</p>\n"
    html += Listing.html(
      code: starter, language: "swift",
      caption: "starter, in <code>\(HTML.escape(exercise.starter))</code> (edit this file)")
    html += "<p>Check your attempt, one verdict per check:</p>\n"
    html += Listing.html(
      code: exercise.runCommand, language: "sh", caption: nil, extraClass: "command")
    let mistakes = try MistakeLedger.load(for: exercise, root: context.root).mistakes.count
    let proven =
      switch mistakes {
      case 0: "the untouched starter fails them"
      case 1: "the untouched starter fails them, and the known mistake fails exactly its own"
      default:
        "the untouched starter fails them, and each of the \(mistakes) known mistakes fails exactly its own"
      }
    html +=
      "<p class=\"exercise-checks\">\(TestBadge.badge(context.status(of: checks, argument: exercise.name))) checks <code>\(HTML.escape(exercise.checks.description))(\(HTML.escape(exercise.name)))</code> on the reference solution; the test run also proves \(proven).</p>\n"
    for (number, hint) in exercise.hints.enumerated() {
      html +=
        "<details class=\"hint\"><summary>Hint \(number + 1)</summary><p>\(Self.prose(hint))</p></details>\n"
    }
    html += "<details class=\"solution\"><summary>Show the solution</summary>\n"
    html += Listing.html(
      code: solution, language: "swift",
      caption: "solution, in <code>\(HTML.escape(exercise.solution))</code>")
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
