import WorkbookBase

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Lists files below a directory, as sorted paths relative to it.
public enum SourceTree {
  public static func files(under directory: URL, extension wanted: String? = nil) -> [String] {
    let fileManager = FileManager.default
    let base = directory.path
    let paths = (try? fileManager.subpathsOfDirectory(atPath: base)) ?? []
    return paths.filter { path in
      if let wanted, !path.hasSuffix(".\(wanted)") { return false }
      return !fileManager.directoryExists(atPath: base + "/" + path)
    }.sorted()
  }
}
