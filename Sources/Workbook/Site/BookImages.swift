/// The pictures of `chapters/images/`, subfolders included, copied (as files, never as links)
/// into the site's `images/` folder, where `![…](images/NAME)` or `images/SUB/NAME` in a
/// chapter reaches them. A subfolder that is a symbolic link is refused like any link that
/// could lead out of the package.
struct BookImages: Sendable {
  static let folder = "chapters/images"

  /// The files, by path relative to the folder (`diagrams/flow.svg`), sorted.
  private(set) var files: [String] = []
  /// The subfolders, each after its parent.
  private(set) var folders: [String] = []

  init(in package: PackageRoot) throws(Diagnostic) {
    try add("", in: package)
  }

  /// What a chapter writes to link to each image.
  var addresses: Set<String> { Set(files.map { "images/\($0)" }) }

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
