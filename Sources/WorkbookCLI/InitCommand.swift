import ArgumentParser
import Workbook

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `workbook init`: a new book in the Swift package of the current folder (or `--root`).
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Start a book in a Swift package.",
    discussion: """
      Writes chapters/book.toc, a home page and a first chapter that includes the opening lines \
      of the package's first source file and embeds its first test, and adds site/public and \
      .workbook/ to .gitignore. The built-in theme is used until you add your own files to \
      site/theme/. Then run 'workbook build' and open site/public/index.html.
      """)

  @Option(
    name: .long,
    help: ArgumentHelp("The package root (default: the current folder).", valueName: "path"))
  var root: String?

  func run() throws {
    if let root { try RootOptions.refuseEmpty(root) }
    let root = URL(
      filePath: root ?? FileManager.default.currentDirectoryPath, directoryHint: .isDirectory
    ).standardizedFileURL
    let written = try Console.reportingDiagnostics { try NewBook.create(at: root) }
    for path in written { Console.progress("Wrote \(path)") }
    Console.progress("Now run 'workbook build' and open site/public/index.html.")
  }
}
