import WorkbookBook

/// One telling of an exercise's traced story, as its check runner sends it (`--story yours` or
/// `--story solution`, from `ExerciseChecks`' `TracedStory`): what happens in the story, and
/// what the tracer recorded while it was told.
public struct RecordedStory: Codable, Sendable, Equatable {
  /// What happens in the story, in a few words.
  public var summary: String
  /// The trace: the first events only, when the telling went on for longer.
  public var trace: RecordedTrace
  /// How many events were recorded after the ones kept.
  public var eventsLeftOut: Int

  public init(summary: String, trace: RecordedTrace, eventsLeftOut: Int = 0) {
    self.summary = summary
    self.trace = trace
    self.eventsLeftOut = eventsLeftOut
  }
}
