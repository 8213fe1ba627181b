import ArgumentParser
import WorkbookBook
import WorkbookRun

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
      Reads the manifest (swift package dump-package) and writes chapters/book.toc, a home page \
      (the README's opening and the package's targets) and a first chapter that shows the \
      central declaration of the first library's main target and embeds one of its tests \
      (Swift Testing or XCTest), and adds site/public and .workbook/ to .gitignore. With \
      --docc, the articles of that target's DocC catalogue follow as chapters. The built-in \
      theme is used until you add your own files to site/theme/. Then run 'workbook test' and \
      'workbook build', and open site/public/index.html.
      """)

  @Option(
    name: .long,
    help: ArgumentHelp("The package root (default: the current folder).", valueName: "path"))
  var root: String?

  @Flag(name: .long, help: "Add the articles of the main target's DocC catalogue as chapters.")
  var docc = false

  func run() throws {
    if let root { try Console.reportingDiagnostics { try BookRoot.refuseEmpty(root) } }
    let root = URL(
      filePath: root ?? FileManager.default.currentDirectoryPath, directoryHint: .isDirectory
    ).standardizedFileURL
    let written = try Console.reportingDiagnostics {
      try NewBook.create(at: root, addingDocCArticles: docc)
    }
    for path in written { Console.progress("Wrote \(path)") }
    Console.progress("Now run 'workbook build' and open site/public/index.html.")
  }
}
