import Foundation

/// Writes a site into a fresh directory beside its destination and swaps it in only when every
/// file was written, so a failed build leaves the last good site untouched.
public struct SiteWriter {
  public let destination: URL

  public init(destination: URL) { self.destination = destination }

  /// Calls `write` with an empty staging directory; if it returns, the staging directory
  /// replaces `destination`; if it throws, the staging directory is deleted and the error passes.
  public func write(_ write: (URL) throws -> Void) throws {
    let fileManager = FileManager.default
    let parent = destination.deletingLastPathComponent()
    try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
    let token = UUID().uuidString.prefix(8)
    let staging = parent.appending(path: ".\(destination.lastPathComponent)-new-\(token)")
    let retired = parent.appending(path: ".\(destination.lastPathComponent)-old-\(token)")
    try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
    do {
      try write(staging)
    } catch {
      try? fileManager.removeItem(at: staging)
      throw error
    }
    let hadSite = fileManager.fileExists(atPath: destination.path)
    if hadSite { try fileManager.moveItem(at: destination, to: retired) }
    do {
      try fileManager.moveItem(at: staging, to: destination)
    } catch {
      if hadSite { try? fileManager.moveItem(at: retired, to: destination) }
      try? fileManager.removeItem(at: staging)
      throw error
    }
    if hadSite { try? fileManager.removeItem(at: retired) }
  }
}
