import Foundation
import PackagePlugin

/// Builds the default theme (`site/theme/`, the one copy in the repository) into the generator
/// as Swift string literals, so that a book needs no theme folder unless it customises one. Only
/// the theme's top-level files are embedded: a folder in it (the preview's script) is not part of
/// a built site.
@main struct EmbedTheme: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let theme = context.package.directoryURL.appending(path: "site/theme")
    let files = try FileManager.default.contentsOfDirectory(atPath: theme.path)
      .filter { !$0.hasPrefix(".") }.sorted().map { theme.appending(path: $0) }
      .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    let output = context.pluginWorkDirectoryURL.appending(path: "DefaultThemeFiles.swift")
    return [
      .buildCommand(
        displayName: "Embedding the default theme",
        executable: try context.tool(named: "ThemeEmbedder").url,
        arguments: [output.path] + files.map(\.path),
        inputFiles: files,
        outputFiles: [output])
    ]
  }
}
