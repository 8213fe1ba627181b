extension DirectiveRegistry {
  /// The directives every book knows: `include`, `test`, `tests`, `claim`, `exercise`, `plot`,
  /// `trace`, `route`, `sources` and `table`.
  public static let standard = DirectiveRegistry([
    IncludeRenderer(), TestRenderer(), TestListRenderer(), ClaimRenderer(), ExerciseRenderer(),
    PlotRenderer(), TraceRenderer(), RouteRenderer(), SourcesRenderer(),
    CSVTableRenderer(),
  ])
}
