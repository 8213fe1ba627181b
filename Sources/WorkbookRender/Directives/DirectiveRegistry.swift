import WorkbookBase
import WorkbookBook

/// The renderers a build knows, by directive name. An unknown name is a located error, and so
/// are arguments a renderer's ``DirectiveSyntax`` does not allow.
public struct DirectiveRegistry: Sendable {
  private var renderers: [String: any DirectiveRenderer] = [:]

  public init(_ renderers: [any DirectiveRenderer]) {
    for renderer in renderers { register(renderer) }
  }

  /// Adds `renderer`, in place of any renderer of the same name.
  public mutating func register(_ renderer: any DirectiveRenderer) {
    renderers[type(of: renderer).syntax.name] = renderer
  }

  public var names: [String] { renderers.keys.sorted() }

  /// The renderers for a page holding `directives`, each as its
  /// ``DirectiveRenderer/onPage(_:in:)`` makes it; what one throws goes to `problems`.
  func onPage(
    _ directives: [Directive], in context: BuildContext, problems: inout DiagnosticCollector
  ) -> DirectiveRegistry {
    var page = self
    for name in names {
      guard let renderer = renderers[name] else { continue }
      if let prepared = problems.capturing({ try renderer.onPage(directives, in: context) }) {
        page.renderers[name] = prepared
      }
    }
    return page
  }

  /// What `directive` adds to its chapter's reading time, as the renderer of its name says;
  /// nothing for a directive the build reports as wrong when it renders.
  public func readingTime(of directive: Directive, in context: BuildContext) -> ReadingTime {
    guard let renderer = renderers[directive.name],
      let arguments = try? DirectiveArguments(directive, syntax: type(of: renderer).syntax)
    else { return .zero }
    return renderer.readingTime(of: directive, arguments: arguments, in: context)
  }

  /// `directive` rendered by the renderer of its name, its arguments read against that
  /// renderer's syntax first.
  public func render(_ directive: Directive, in context: BuildContext) throws -> DirectiveOutput {
    guard let renderer = renderers[directive.name] else {
      throw Diagnostic(
        "unknown directive '\(directive.name)' (known: \(names.joined(separator: ", ")))",
        at: directive.location)
    }
    let arguments = try DirectiveArguments(directive, syntax: type(of: renderer).syntax)
    return try renderer.render(directive, arguments: arguments, in: context)
  }
}
