import Foundation

/// Lists files below a directory, as sorted paths relative to it.
enum SourceTree {
  static func files(under directory: URL, extension wanted: String? = nil) -> [String] {
    let base = directory.standardizedFileURL.path
    guard
      let enumerator = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    var result: [String] = []
    for case let url as URL in enumerator {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else {
        continue
      }
      if let wanted, url.pathExtension != wanted { continue }
      let path = url.standardizedFileURL.path
      guard path.hasPrefix(base + "/") else { continue }
      result.append(String(path.dropFirst(base.count + 1)))
    }
    return result.sorted()
  }
}
