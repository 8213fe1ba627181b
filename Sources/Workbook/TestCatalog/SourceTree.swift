#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Lists files below a directory, as sorted paths relative to it.
enum SourceTree {
  static func files(under directory: URL, extension wanted: String? = nil) -> [String] {
    let fileManager = FileManager.default
    let base = directory.path
    let paths = (try? fileManager.subpathsOfDirectory(atPath: base)) ?? []
    return paths.filter { path in
      if let wanted, !path.hasSuffix(".\(wanted)") { return false }
      return !fileManager.directoryExists(atPath: base + "/" + path)
    }.sorted()
  }
}

extension FileManager {
  /// Whether `path` names a directory; false when nothing is there. (FoundationEssentials takes a
  /// `Bool` where Apple's Foundation takes an `ObjCBool`.)
  func directoryExists(atPath path: String) -> Bool {
    #if canImport(FoundationEssentials)
      var isDirectory = false
      return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    #else
      var isDirectory: ObjCBool = false
      return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    #endif
  }
}
