import Foundation
import PackagePlugin

/// Builds the default theme (`site/theme/`, the one copy in the repository) into the generator
/// as Swift string literals, so that a book needs no theme folder unless it customises one.
@main struct EmbedTheme: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let theme = context.package.directoryURL.appending(path: "site/theme")
    let files = try FileManager.default.subpathsOfDirectory(atPath: theme.path)
      .filter { path in
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(
          atPath: theme.appending(path: path).path, isDirectory: &isDirectory)
        return !isDirectory.boolValue && !path.split(separator: "/").contains { $0.hasPrefix(".") }
      }
      .sorted().map { theme.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "DefaultThemeFiles.swift")
    return [
      .buildCommand(
        displayName: "Embedding the default theme",
        executable: try context.tool(named: "ThemeEmbedder").url,
        arguments: [output.path, theme.path] + files.map(\.path),
        inputFiles: files,
        outputFiles: [output])
    ]
  }
}
