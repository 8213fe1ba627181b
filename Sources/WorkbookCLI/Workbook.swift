import ArgumentParser

/// `workbook`: builds the KVO Workbook's site from `chapters/`, checks it, and runs the tests
/// whose results the pages show. Every command, subcommands included, spells its `commandName`:
/// a name left to ArgumentParser is derived from the type's name by reflection, on every run.
@main
struct WorkbookCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "workbook",
    abstract: "Build the KVO Workbook site from chapters/, with tested code listings.",
    discussion: """
      The book is chapters/book.toc and the Markdown files it lists. Listings come from real \
      source files through {{#include PATH:ANCHOR}}, tests through {{#test TARGET/NAME}}, \
      claims through {{#claim ID}}, and each test shows the result recorded by the last \
      'workbook test'. Typical use: 'workbook test' then 'workbook build' (or \
      'workbook build --test'), then open site/public/index.html.
      """,
    subcommands: [
      BuildCommand.self, CheckCommand.self, TestCommand.self, ExerciseCommand.self,
      InitCommand.self, WatchCommand.self, I18nCommand.self,
    ],
    defaultSubcommand: BuildCommand.self)
}
