import WorkbookBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files written all together or not at all, never over a file that is there: how `workbook
/// init` writes a book into a package that may already hold some of it.
///
/// 1. Every file is checked before any is written: a new file must not exist, a file to extend
///    (the `.gitignore`) must be a regular file this user may write, and each folder must be a
///    folder or absent. Every problem is reported, located at the file, and nothing is written.
/// 2. Each file is written under a temporary name beside its final one (`.NAME.workbook-init-…`).
/// 3. New files are put in place with `link`, which fails rather than replace a file made
///    meanwhile (a file system without hard links gets a rename after one more look); the file
///    extended replaces its old self with `rename`, last. If any step
///    fails, what was put in place and every temporary file is removed, and so is a folder
///    made for them.
struct AllOrNothingWrite {
  /// A file to write, relative to the root, with its bytes.
  struct File {
    var path: String
    var bytes: [UInt8]
    /// Whether an existing file may be replaced (it was read and extended).
    var replaces = false
  }

  let root: String
  let files: [File]

  /// Throws every reason not to write the files (their bytes aside), writing nothing.
  func check() throws(DiagnosticList) {
    try DiagnosticList.throwIfAny(files.flatMap(problems))
  }

  /// Writes every file, or throws every reason not to and writes none.
  func write() throws(DiagnosticList) {
    try check()
    var made: [String] = []
    var staged: [(file: File, temporary: String)] = []
    var placed: [String] = []
    func undo(_ failure: Diagnostic) -> DiagnosticList {
      for path in placed { unlink(path) }
      for (_, temporary) in staged { unlink(temporary) }
      for folder in made.reversed() { rmdir(folder) }
      return DiagnosticList([failure])
    }
    for file in files {
      let folder = directory(of: full(file.path))
      if FileSystem.linkStatus(folder) == nil {
        guard mkdir(folder, 0o755) == 0 else { throw undo(failure("create the folder", folder)) }
        made.append(folder)
      }
      let temporary = "\(folder)/.\(name(of: file.path)).workbook-init-\(getpid())"
      guard write(file, to: temporary) else { throw undo(failure("write", temporary)) }
      staged.append((file, temporary))
    }
    for (file, temporary) in staged where !file.replaces {
      guard place(temporary, at: full(file.path)) else {
        throw undo(failure("create", file.path))
      }
      placed.append(full(file.path))
    }
    for (file, temporary) in staged where file.replaces {
      guard rename(temporary, full(file.path)) == 0 else {
        throw undo(failure("replace", file.path))
      }
    }
    for (file, temporary) in staged where !file.replaces { unlink(temporary) }
  }

  /// Why `file` cannot be written, checked before anything is.
  private func problems(_ file: File) -> [Diagnostic] {
    let location = SourceLocation(path: file.path, line: 1, column: 1)
    let folder = directory(of: file.path)
    if folder != ".", let status = FileSystem.linkStatus(full(folder)), status != .directory {
      return [
        Diagnostic(
          "'\(folder)' is not a folder, so 'workbook init' cannot write '\(file.path)' in it",
          at: SourceLocation(path: folder, line: 1, column: 1))
      ]
    }
    guard let status = FileSystem.linkStatus(full(file.path)) else { return [] }
    guard file.replaces else {
      return [
        Diagnostic(
          "'workbook init' would overwrite this file; move it away first (init writes only new files)",
          at: location)
      ]
    }
    guard status == .regular else {
      return [
        Diagnostic(
          "'workbook init' adds lines to '\(file.path)', which is not a regular file",
          at: location)
      ]
    }
    guard access(full(file.path), W_OK) == 0 else {
      return [
        Diagnostic(
          "'workbook init' adds lines to '\(file.path)', which cannot be written: \(FileSystem.describe(errno))",
          at: location)
      ]
    }
    return []
  }

  /// Writes `file` to the new file `path`, with the mode of the file it replaces.
  private func write(_ file: File, to path: String) -> Bool {
    var info = stat()
    let mode = file.replaces && stat(full(file.path), &info) == 0 ? info.st_mode & 0o7777 : 0o644
    return FileSystem.writeNewFile(file.bytes, to: path, mode: mode)
  }

  /// Puts the staged `temporary` at `path` unless a file is there: a hard link where the file
  /// system has them, else a rename after one more look.
  private func place(_ temporary: String, at path: String) -> Bool {
    if link(temporary, path) == 0 { return true }
    guard errno != EEXIST, FileSystem.linkStatus(path) == nil else {
      errno = EEXIST
      return false
    }
    return rename(temporary, path) == 0
  }

  private func failure(_ action: String, _ path: String) -> Diagnostic {
    Diagnostic(
      "cannot \(action) '\(path)': \(FileSystem.describe(errno)); nothing was written",
      at: nil)
  }

  private func full(_ path: String) -> String { path == "." ? root : "\(root)/\(path)" }

  private func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path.hasPrefix("/") ? "/" : "." }
    return String(path[..<slash])
  }

  private func name(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }
}
