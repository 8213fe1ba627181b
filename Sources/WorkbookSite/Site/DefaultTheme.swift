import WorkbookBase

/// The theme built into the generator: `site/theme/` of this repository (the one copy), made
/// into `DefaultTheme.files` at build time by the `EmbedTheme` plugin.
///
/// A book's own `site/theme/NAME` replaces the built-in file of that name, so a book customises
/// only what it wants to, and a book with no `site/theme/` folder uses the default throughout.
public enum DefaultTheme {
  /// The theme's files that are copied into the site, such as `workbook.css`: those at its top
  /// level (a folder such as `preview/` holds what other commands use).
  static func isAsset(_ name: String) -> Bool {
    !name.contains("/")
      && (name.hasSuffix(".css") || name.hasSuffix(".js") || name.hasSuffix(".svg"))
  }

  /// The theme file `name` as bytes: the book's own, or else the built-in one.
  static func file(_ name: String, in package: PackageRoot) throws(Diagnostic) -> [UInt8] {
    let path = "site/theme/\(name)"
    if package.exists(path) || files[name] == nil { return try package.readBytes(path, at: nil) }
    return Array(files[name]!.utf8)
  }

  /// The text of the theme file `name`, the book's own or the built-in one.
  static func text(_ name: String, in package: PackageRoot) throws(Diagnostic) -> String {
    try TextDecoding.text(from: file(name, in: package), path: "site/theme/\(name)")
  }

  /// The names of the theme's assets: the built-in ones and the book's own.
  static func assets(in package: PackageRoot) throws(Diagnostic) -> [String] {
    let own = try package.directoryEntries("site/theme", at: nil) ?? []
    return Set(own + files.keys).filter(isAsset).sorted()
  }
}
