import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookRun

/// The comparison of two tellings of an exercise's traced story, and how `exercise run` words
/// it: the first differing step, the steps before it, and the known meanings.
@Suite struct StoryComparisonTests {
  /// A step on `to` (or on no object), from the story's own code unless `from` says otherwise.
  func step(
    _ kind: String, _ label: String, on to: String? = "thermostat", from: String? = nil,
    depth: Int = 0, detail: String? = nil
  ) -> RecordedTrace.Event {
    RecordedTrace.Event(
      kind: kind, depth: depth, from: from, to: to, label: label, detail: detail)
  }

  func telling(_ events: [RecordedTrace.Event], leftOut: Int = 0) -> RecordedStory {
    RecordedStory(
      summary: "a thermostat is set to 25",
      trace: RecordedTrace(file: "Story.swift", line: 1, objects: [], events: events),
      eventsLeftOut: leftOut)
  }

  /// The difference between two tellings, or nil (with an issue) when they do not differ.
  func difference(yours: [RecordedTrace.Event], solution: [RecordedTrace.Event])
    -> StoryDifference?
  {
    let comparison = StoryComparison.compare(yours: telling(yours), solution: telling(solution))
    guard case .differs(let difference) = comparison else {
      Issue.record("expected a difference, got \(comparison)")
      return nil
    }
    return difference
  }

  var pairAroundTheWrite: [RecordedTrace.Event] {
    [
      step("send", "temperature", detail: "found in Thermostat"),
      step("will-change", "temperature"),
      step("send", "setTemperature:", detail: "found in Thermostat"),
      step("did-change", "temperature"),
      step("notify", "temperature", on: "observer", from: "thermostat", detail: "old 20, new 25"),
    ]
  }

  @Test func tellingsThatTakeTheSameStepsAreAlike() {
    let solution = pairAroundTheWrite
    #expect(
      StoryComparison.compare(yours: telling(solution), solution: telling(solution))
        == .alike(summary: "a thermostat is set to 25", steps: 5))
  }

  /// A cache miss depends on what ran before in the process, and an address on the run: neither
  /// is a difference in what the code did.
  @Test func cacheMissesAndAddressesAreNoDifference() {
    let solution = [
      step("notify", "temperature", on: "observer", from: "thermostat", detail: "new <0x7f00aa>")
    ]
    let yours = [
      step("cache-miss", "setTemperature:", on: nil, detail: "Thermostat"),
      step("notify", "temperature", on: "observer", from: "thermostat", detail: "new <0x55bb01>"),
    ]
    #expect(
      StoryComparison.compare(yours: telling(yours), solution: telling(solution))
        == .alike(summary: "a thermostat is set to 25", steps: 1))
  }

  @Test func theFirstDifferenceComesWithTheStepsBeforeIt() throws {
    var yours = pairAroundTheWrite
    yours.swapAt(2, 3)
    let found = try #require(difference(yours: yours, solution: pairAroundTheWrite))
    #expect(found.step == 3)
    #expect(found.agreed == Array(pairAroundTheWrite.prefix(2)))
    #expect(found.yours == pairAroundTheWrite[3])
    #expect(found.solution == pairAroundTheWrite[2])
    #expect(
      found.meaning
        == "`didChange(temperature)` sent before the new value is stored: observers read the value as it was."
    )
  }

  @Test func aDidChangeWithoutItsWillChangeIsNamed() throws {
    let yours = [pairAroundTheWrite[0], pairAroundTheWrite[3]]
    let found = try #require(difference(yours: yours, solution: pairAroundTheWrite))
    #expect(found.step == 2)
    #expect(
      found.meaning
        == "`didChange(temperature)` sent without its `willChange`: observers hear of a change they were never told was coming."
    )
  }

  @Test func aWillChangeLeftOpenIsNamed() throws {
    let yours = Array(pairAroundTheWrite.prefix(3))
    let found = try #require(difference(yours: yours, solution: pairAroundTheWrite))
    #expect(found.step == 4 && found.yours == nil)
    #expect(
      found.meaning
        == "`willChange(temperature)` left without its `didChange`: observers are told a change is coming and never hear of it."
    )
  }

  @Test func aClassPointerMovedElsewhereNeverOrNeedlesslyIsNamed() throws {
    let back = step("class-change", "Letter", on: "letter", detail: "from Story_Letter")
    let bottom = step("class-change", "Letter", on: "letter", detail: "from Story_Letter")
    let elsewhere = step("class-change", "Base", on: "letter", detail: "from Story_Letter")
    let set = step("send", "setText:", on: "letter", detail: "found in Letter")
    #expect(
      difference(yours: [elsewhere, set], solution: [back, set])?.meaning
        == "your code moves letter into Base, where the solution moves it into Letter.")
    #expect(
      difference(yours: [set], solution: [back, set])?.meaning
        == "your code never moves letter into Letter: its class stays as it was.")
    #expect(
      difference(yours: [bottom, set], solution: [set])?.meaning
        == "your code moves letter into Letter, and the solution leaves its class alone.")
  }

  @Test func anOrdinarySendWhereTheSolutionSendsToSuperIsNamed() throws {
    let getter = step("send", "text", on: "message", detail: "found in Shouting")
    let found = try #require(
      difference(
        yours: [getter, step("send", "text", on: "message", from: "message", depth: 1)],
        solution: [getter, step("super-send", "text", on: "message", from: "message", depth: 1)]
      ))
    #expect(
      found.meaning
        == "an ordinary send of `text` where the solution sends it to super: an ordinary send starts its lookup in the object's own class again."
    )
  }

  @Test func aNotificationTooManyOrTooFewIsNamed() throws {
    let set = step("send", "setMode:", detail: "found in NSKVONotifying_Thermostat")
    let heard = step("notify", "mode", on: "Forwarder#1", from: "thermostat", detail: "new off")
    let freed = step("dealloc", "Forwarder", on: "Forwarder#1")
    #expect(
      difference(yours: [set, heard, freed], solution: [set, freed])?.meaning
        == "Forwarder#1 hears of a change of mode more often than with the solution: a notification too many."
    )
    #expect(
      difference(yours: [set, freed], solution: [set, heard, freed])?.meaning
        == "Forwarder#1 is not told of this change of mode, as it is with the solution.")
  }

  @Test func aStepOneSideNeverTakesIsSaid() {
    let mode = step("send", "mode", detail: "found in Thermostat")
    let temperature = step("send", "temperature", detail: "found in Thermostat")
    #expect(
      difference(yours: [mode], solution: [temperature])?.meaning
        == "your code never takes this step of the solution's.")
    #expect(
      difference(yours: [mode, temperature], solution: [temperature])?.meaning
        == "the solution never takes this step of yours.")
  }

  @Test func stepsInAnotherOrderHaveNoMeaning() throws {
    let mode = step("send", "mode", detail: "found in Thermostat")
    let temperature = step("send", "temperature", detail: "found in Thermostat")
    let found = try #require(
      difference(yours: [mode, temperature], solution: [temperature, mode]))
    #expect(found.meaning == nil)
  }

  @Test func aWriteWithoutItsWillChangeIsNamed() {
    let yours = [pairAroundTheWrite[0], pairAroundTheWrite[2]]
    #expect(
      difference(yours: yours, solution: pairAroundTheWrite)?.meaning
        == "the new value is stored with no `willChange(temperature)` before it: observers are not told of the change."
    )
  }

  /// Chapter 1's KVO moves an object back out of its notifying subclass when the last
  /// registration leaves: an object that stays there still has one.
  @Test func aNotifyingSubclassKeptSaysARegistrationIsLeft() {
    let removed = step("send", "removeObserver", detail: "found in Thermostat")
    let back = step(
      "class-change", "Thermostat", detail: "from NSKVONotifying_Thermostat")
    #expect(
      difference(yours: [removed], solution: [removed, back])?.meaning
        == "thermostat stays in NSKVONotifying_Thermostat: with your code an observer is still registered with it, where with the solution the last one has left."
    )
  }

  /// A telling cut short at its step limit says nothing about the steps it did not keep.
  @Test func aTellingCutShortIsAlikeAsFarAsItGoes() {
    let solution = pairAroundTheWrite
    #expect(
      StoryComparison.compare(
        yours: telling(Array(solution.prefix(2)), leftOut: 40), solution: telling(solution))
        == .alike(summary: "a thermostat is set to 25", steps: 2))
  }

  @Test func theNoteShowsTheLastAgreedStepsAndBothSidesOfTheDifference() throws {
    let before = (1...5).map { step("send", "step\($0)", detail: "found in Thermostat") }
    let solution = before + [pairAroundTheWrite[1], pairAroundTheWrite[2]]
    let yours = before + [pairAroundTheWrite[3]]
    let comparison = StoryComparison.compare(yours: telling(yours), solution: telling(solution))
    #expect(
      StoryNote.lines(for: comparison) == [
        "  Traced story (a thermostat is set to 25), beside the solution:",
        "      steps 1–2 alike, then:",
        "      3. the code sends step3 to thermostat (found in Thermostat).",
        "      4. the code sends step4 to thermostat (found in Thermostat).",
        "      5. the code sends step5 to thermostat (found in Thermostat).",
        "    First difference, at step 6:",
        "      yours:        thermostat did change temperature.",
        "      the solution: thermostat will change temperature.",
        "    That is: `didChange(temperature)` sent without its `willChange`: observers hear of a change they were never told was coming.",
      ])
  }

  @Test func theNoteSaysWhenATellingEndsFirst() {
    let comparison = StoryComparison.compare(
      yours: telling(pairAroundTheWrite), solution: telling(Array(pairAroundTheWrite.prefix(4))))
    #expect(
      StoryNote.lines(for: comparison).suffix(4) == [
        "    First difference, at step 5:",
        "      yours:        observer is notified that temperature of thermostat changed (old 20, new 25).",
        "      the solution: nothing more: the story ends here.",
        "    That is: observer hears of a change of temperature more often than with the solution: a notification too many.",
      ])
  }

  @Test func aStoryThatDidNotFinishShowsNothingButWhy() {
    let lines = StoryNote.lines(
      for: .yoursUnfinished(
        summary: "a token is dropped",
        why:
          "its process exited with status 1 before the story was over:\n*** -[Forwarder retain]: message sent to deallocated instance 0x…",
        meaning: ExerciseAttempt.meaning(
          ofLastWords: "*** -[Forwarder retain]: message sent to deallocated instance 0x1")))
    #expect(
      lines == [
        "  Traced story (a token is dropped): it did not finish with your code, so there is nothing to compare:",
        "      its process exited with status 1 before the story was over:",
        "      *** -[Forwarder retain]: message sent to deallocated instance 0x…",
        "    That is: an observer was called after it was freed: its registration outlived it.",
      ])
  }

  @Test func alikeAndUntoldStoriesAreOneLineEach() {
    #expect(
      StoryNote.lines(for: .alike(summary: "a thermostat is set to 25", steps: 7)) == [
        "  Traced story (a thermostat is set to 25): your code takes the same 7 steps as the solution, so what fails is something the story does not show."
      ])
    #expect(
      StoryNote.lines(for: .untold(why: "it could not be told: no channel")) == [
        "  Traced story: not shown, since it could not be told: no channel"
      ])
  }
}
