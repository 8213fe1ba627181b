extension DirectiveRegistry {
  /// The directives every book knows, one line each: a new directive is a folder of
  /// `Directives/` and a line here.
  public static let standard = DirectiveRegistry([
    IncludeRenderer(),
    TestRenderer(),
    TestListRenderer(),
    ClaimRenderer(),
    ExerciseRenderer(),
    PlotRenderer(),
    TraceRenderer(),
    RouteRenderer(),
    SourcesRenderer(),
    CSVTableRenderer(),
  ])
}
