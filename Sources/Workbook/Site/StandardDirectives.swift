extension DirectiveRegistry {
  /// The directives every book knows: `include`, `test`, `tests`, `claim`, `exercise`, `plot`
  /// and `trace`.
  public static let standard = DirectiveRegistry([
    IncludeRenderer(), TestRenderer(), TestListRenderer(), ClaimRenderer(), ExerciseRenderer(),
    PlotRenderer(), TraceRenderer(),
  ])
}
