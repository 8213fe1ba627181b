import WorkbookSite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Feeds arbitrary bytes through the whole Markdown-to-site path: the bytes become a chapter of
/// a copy of the fixture book (and, after a line `---csv---`, the data file of a plot), and the
/// book is rendered as `workbook check` renders it: directives, cmark, highlighting, search
/// records, plots, pages. A diagnostic is a fine answer; a crash, a hang, or a page that is not
/// whole is a finding.
enum FuzzedBook {
  /// A copy of the fixture book in a fresh temporary folder, made once per process.
  static let root: URL = {
    let source = URL(filePath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let root = FileManager.default.temporaryDirectory.appending(
      path: "workbook-fuzz-\(getpid())")
    try? FileManager.default.removeItem(at: root)
    try! FileManager.default.copyItem(
      at: source.appending(path: "Tests/WorkbookTests/Fixtures/Books/Basic"), to: root)
    try! FileManager.default.createDirectory(
      at: root.appending(path: "site"), withIntermediateDirectories: true)
    try! FileManager.default.copyItem(
      at: source.appending(path: "site/theme"), to: root.appending(path: "site/theme"))
    try! FileManager.default.createDirectory(
      at: root.appending(path: "chapters/data"), withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: FuzzedBook.root) }
    return root
  }()

  static func run(_ bytes: UnsafeRawBufferPointer) {
    let input = Array(bytes)
    let separator = Array("\n---csv---\n".utf8)
    var chapter = input
    var csv: [UInt8] = Array("x,y\n1,2\n".utf8)
    if let cut = input.firstRange(of: separator) {
      chapter = Array(input[..<cut.lowerBound])
      csv = Array(input[cut.upperBound...])
    }
    write(chapter, to: "chapters/01-counter.md")
    write(csv, to: "chapters/data/fuzz.csv")
    do {
      let pages = try SiteBuilder(root: root).renderedFiles()
      for (name, html) in pages where name.hasSuffix(".html") {
        let opened = html.components(separatedBy: "<figure").count
        let closed = html.components(separatedBy: "</figure>").count
        guard html.hasSuffix("</html>\n"), opened == closed else {
          fatalError("\(name) is not a whole page")
        }
      }
    } catch {
      // A diagnostic: the input was refused, as it may be.
    }
  }

  /// Writes with plain `open`/`write`: no temporary file, rename or sync per input.
  private static func write(_ bytes: [UInt8], to path: String) {
    do {
      try SiteWriter.writeFile(bytes, to: root.appending(path: path).path)
    } catch {
      fatalError("cannot write \(path): \(error)")
    }
  }
}

#if WORKBOOK_FUZZING
  /// libFuzzer's entry point; `scripts/fuzz` builds this with `-sanitize=fuzzer,address`.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzedBook.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
  }

  /// libFuzzer's driver, which parses its options and calls back with each input.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// SwiftPM gives an executable its own entry point, so libFuzzer's `main` never runs: this
  /// one hands the command line to libFuzzer's driver instead.
  @main struct Fuzz {
    static func main() {
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
    }
  }
#else
  /// Without libFuzzer: runs each file named on the command line through the same path, to
  /// replay the seed corpus or a finding.
  @main struct ReplayInputs {
    static func main() throws {
      for path in CommandLine.arguments.dropFirst() {
        let data = try Data(contentsOf: URL(filePath: path))
        data.withUnsafeBytes { FuzzedBook.run($0) }
        print("ok \(path)")
      }
    }
  }
#endif
