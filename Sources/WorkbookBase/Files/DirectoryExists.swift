#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension FileManager {
  /// Whether `path` names a directory; false when nothing is there. (FoundationEssentials takes a
  /// `Bool` where Apple's Foundation takes an `ObjCBool`.)
  public func directoryExists(atPath path: String) -> Bool {
    #if canImport(FoundationEssentials)
      var isDirectory = false
      return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    #else
      var isDirectory: ObjCBool = false
      return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    #endif
  }
}
