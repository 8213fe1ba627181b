#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Darwin)
  /// What `opendir` returns: a pointer to Darwin's complete `DIR`, an opaque one in glibc.
  public typealias DirectoryStream = UnsafeMutablePointer<DIR>
#else
  /// What `opendir` returns: a pointer to Darwin's complete `DIR`, an opaque one in glibc.
  public typealias DirectoryStream = OpaquePointer
#endif

/// The names in a directory, read without Foundation (which the check runners do without).
public enum DirectoryNames {
  /// The names in the directory at `path`, `.` and `..` left out, or `nil` when it cannot be
  /// opened (`errno` says why).
  public static func read(atPath path: String) -> [String]? {
    guard let directory = opendir(path) else { return nil }
    return read(directory)
  }

  /// The names in the open `directory`, `.` and `..` left out; closes it.
  public static func read(_ directory: DirectoryStream) -> [String] {
    defer { closedir(directory) }
    var names: [String] = []
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    while let entry = readdir(directory) {
      // Read the name where it lies: a record holds only as many bytes of `d_name` as its name
      // needs, so copying the whole field (256 bytes) reads past the last record (AddressSanitizer
      // found this).
      let name = String(
        cString: UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(
          to: CChar.self))
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
