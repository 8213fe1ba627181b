import WorkbookBase

/// The pictures of `chapters/images/`, subfolders included, copied (as files, never as links)
/// into the site's `images/` folder, where `![…](images/NAME)` or `images/SUB/NAME` in a
/// chapter reaches them. A subfolder that is a symbolic link is refused like any link that
/// could lead out of the package.
struct BookImages: Sendable {
  static let folder = "chapters/images"

  /// The files, by path relative to the folder (`diagrams/flow.svg`), sorted; then the files
  /// pages add from elsewhere (``adding(_:)``).
  private(set) var files: [String] = []
  /// The subfolders, each after its parent.
  private(set) var folders: [String] = []
  /// Where each file added from outside the folder is copied from, relative to the root.
  private var sources: [String: String] = [:]

  init(in package: PackageRoot) throws(Diagnostic) {
    try add("", in: package)
  }

  /// What a chapter writes to link to each image.
  var addresses: Set<String> { Set(files.map { "images/\($0)" }) }

  /// Where the image `file` (one of ``files``) is read from, relative to the package root.
  func source(of file: String) -> String { sources[file] ?? "\(Self.folder)/\(file)" }

  /// These images and those the pages show from elsewhere (a DocC catalogue's), each map
  /// giving the path under `images/` and the file to copy. A path `chapters/images` already
  /// holds, or that two sources claim, is an error.
  func adding(_ pageImages: [[String: String]]) throws(Diagnostic) -> BookImages {
    var images = self
    for (file, source) in pageImages.flatMap({ $0 }).sorted(by: { $0.key < $1.key }) {
      if let known = images.sources[file] {
        guard known != source else { continue }
        throw Diagnostic("two images would be 'images/\(file)': \(known) and \(source)", at: nil)
      }
      guard !images.files.contains(file) else {
        throw Diagnostic(
          "'\(source)' would be written over '\(Self.folder)/\(file)'; rename one of them",
          at: nil)
      }
      var folder = ""
      for component in file.split(separator: "/").dropLast() {
        folder += folder.isEmpty ? String(component) : "/\(component)"
        if !images.folders.contains(folder) { images.folders.append(folder) }
      }
      images.files.append(file)
      images.sources[file] = source
    }
    return images
  }

  private mutating func add(_ relative: String, in package: PackageRoot) throws(Diagnostic) {
    let path = relative.isEmpty ? Self.folder : "\(Self.folder)/\(relative)"
    for name in try package.directoryEntries(path, at: nil) ?? [] {
      let entry = relative.isEmpty ? name : "\(relative)/\(name)"
      if package.isFolder("\(Self.folder)/\(entry)") {
        folders.append(entry)
        try add(entry, in: package)
      } else {
        files.append(entry)
      }
    }
  }
}
