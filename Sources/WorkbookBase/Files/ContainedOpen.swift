import ProcessShims

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens a path inside a folder one component at a time, so that what is opened is what was
/// checked: no symbolic link can lead outside between a check and the open.
///
/// The walk starts from a descriptor of the root's real path and opens each component with
/// `openat(parent, name, O_NOFOLLOW)` relative to the descriptor of the folder before it. A
/// component that is a symbolic link is not followed by the system: its target is read
/// (`readlinkat`) and walked in the same way, a `..` going back to the descriptor it came from,
/// never above the root. So a folder swapped for a link to `/etc` while a build runs is either
/// the folder (opened before the swap) or a link whose target is refused; the descriptor
/// returned is the file that was checked, and the caller reads from it, never from its path.
///
/// An absolute link target is turned into a path below the root with `realpath` and then walked
/// the same way, so a race there can at worst pick another file inside the root. A folder moved
/// out of the package after it was opened is beyond this: the descriptor follows the folder.
///
/// The same calls exist on Linux and on Darwin (`openat`, `readlinkat`, `O_NOFOLLOW`,
/// `O_DIRECTORY`, `O_CLOEXEC`; a link opened with `O_NOFOLLOW` fails with `ELOOP` on both), so
/// there is one walk for both. On Linux a file is first asked of the kernel in one call,
/// `openat2` with RESOLVE_BENEATH (``process_shims_open_beneath``), which follows the same
/// relative links and opens the same file when every step stays beneath the root; whatever it
/// refuses (an absolute link, a link on the way to a file, a missing file) or a system without
/// it is walked here, which then gives the answer and the reason. Five or six system calls a
/// file become two. One difference: a folder on the way that may be searched but not read is
/// passed by the kernel, where the walk, which opens it, is refused.
enum ContainedOpen {
  /// Why a path could not be opened.
  enum Refusal: Error, Equatable {
    /// A symbolic link on the way leads out of the root.
    case outside
    /// The last component is a symbolic link and the caller asked for none.
    case finalLink
    /// The system's reason, such as `ENOENT`.
    case system(Int32)
  }

  /// What the last component must be opened as.
  enum Final {
    /// A file read without blocking (a FIFO is then refused by its status, not waited on); a
    /// final link is followed while it stays inside.
    case file
    /// A folder; a final symbolic link is refused.
    case folder
  }

  /// How many symbolic links one walk follows before it gives up, as the system does.
  private static let linkLimit = 40

  /// A descriptor for `path` (relative, `/`-separated) beneath the folder `root` (a real path),
  /// which the caller closes.
  static func open(_ path: String, beneath root: String, as final: Final) -> Result<Int32, Refusal>
  {
    let rootDescriptor = openFolder(root)
    guard rootDescriptor >= 0 else { return .failure(.system(errno)) }
    if final == .file {
      let descriptor = process_shims_open_beneath(
        rootDescriptor, path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      if descriptor >= 0 {
        close(rootDescriptor)
        return .success(descriptor)
      }
    }
    var folders = [rootDescriptor]
    defer { folders.forEach { close($0) } }
    var pending = components(of: path).reversed() as [String]
    var links = 0
    while let name = pending.popLast() {
      if name == ".." {
        guard folders.count > 1 else { return .failure(.outside) }
        close(folders.removeLast())
        continue
      }
      let isLast = pending.isEmpty
      let flags =
        isLast && final == .file
        ? O_RDONLY | O_NONBLOCK : O_RDONLY | O_DIRECTORY
      let descriptor = openat(folders[folders.count - 1], name, flags | O_NOFOLLOW | O_CLOEXEC)
      if descriptor >= 0 {
        if isLast { return .success(descriptor) }
        folders.append(descriptor)
        continue
      }
      let reason = errno
      guard reason == ELOOP || reason == ENOTDIR || reason == EMLINK,
        let target = linkTarget(of: name, in: folders[folders.count - 1])
      else { return .failure(.system(reason)) }
      if isLast && final == .folder { return .failure(.finalLink) }
      links += 1
      guard links <= linkLimit else { return .failure(.system(ELOOP)) }
      var next = components(of: target)
      if target.utf8.first == UInt8(ascii: "/") {
        guard let real = FileSystem.realPath(target) else { return .failure(.system(errno)) }
        guard PackageRoot.contains(real, in: root) else { return .failure(.outside) }
        next = components(of: String(real.dropFirst(root == "/" ? 1 : root.count)))
        folders[1...].forEach { close($0) }
        folders.removeSubrange(1...)
      }
      pending += next.reversed()
      if pending.isEmpty { return .failure(final == .file ? .system(EISDIR) : .finalLink) }
    }
    // The path ended on a folder already open (`.`, or a link's `..`): only a folder is wanted.
    guard final == .folder else { return .failure(.system(EISDIR)) }
    let folder = dup(folders[folders.count - 1])
    return folder >= 0 ? .success(folder) : .failure(.system(errno))
  }

  /// `open(path, O_DIRECTORY)`, named apart from ``open(_:beneath:as:)``.
  private static func openFolder(_ path: String) -> Int32 {
    #if canImport(Glibc)
      Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    #else
      Darwin.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    #endif
  }

  /// The components of `path`, empty ones and `.` left out: cut at each `/` byte, as the
  /// system cuts a path (a mark after a slash does not join it).
  static func components(of path: String) -> [String] {
    var components: [String] = []
    forEachComponent(of: path) { components.append(String(decoding: $0, as: UTF8.self)) }
    return components
  }

  /// Whether one of `path`'s ``components(of:)`` is `..`, asked without making them.
  static func hasParentComponent(_ path: String) -> Bool {
    var found = false
    forEachComponent(of: path) { name in
      if name.count == 2, name[0] == UInt8(ascii: "."), name[1] == UInt8(ascii: ".") {
        found = true
      }
    }
    return found
  }

  /// Calls `body` with the UTF-8 of each of `path`'s ``components(of:)``, in order. A slash is
  /// one byte that no other character's UTF-8 holds, so each piece between two is whole text.
  private static func forEachComponent(
    of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var path = path
    path.withUTF8 { bytes in
      var start = 0
      for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
        let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if !name.isEmpty, !(name.count == 1 && name[0] == UInt8(ascii: ".")) { body(name) }
        start = end + 1
      }
    }
  }

  /// The target of the symbolic link `name` in the folder `folder`; nil when it is not a link.
  private static func linkTarget(of name: String, in folder: Int32) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = buffer.withUnsafeMutableBufferPointer {
      readlinkat(folder, name, $0.baseAddress!, $0.count - 1)
    }
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
