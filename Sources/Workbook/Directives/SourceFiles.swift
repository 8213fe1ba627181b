#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads files of the book's package by their path relative to its root, keeping each once read.
/// A path outside the package or a missing file is an error located where it was named.
public final class SourceFiles {
  public let root: URL
  private var cache: [String: String] = [:]

  public init(root: URL) { self.root = root }

  public func read(_ path: String, at location: SourceLocation) throws(Diagnostic) -> String {
    if let text = cache[path] { return text }
    guard !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else {
      throw Diagnostic("'\(path)' must be a path inside the package, without '..'", at: location)
    }
    guard let text = try? String(contentsOf: root.appending(path: path), encoding: .utf8) else {
      throw Diagnostic("file '\(path)' not found", at: location)
    }
    cache[path] = text
    return text
  }
}
