import ExerciseChecks
import Foundation
import Testing

/// A two-thread check whose threads could not run together says it cannot judge, instead of
/// passing: kept to one processor, the two threads take turns, and the reference solution's
/// check must end undecided (``UndecidedCheck``), where a racy answer would have passed.
@Suite("Inconclusive checks") struct InconclusiveCheckTests {
  #if os(Linux)
    @Test func aTwoThreadCheckOnOneProcessorSaysItCannotJudge() async {
      await ChildSlots.inSlot {
        await #expect(processExitsWith: .success) {
          alarm(ExerciseRunner.timeLimitInSeconds)
          Processors.keepCallingThread(onThe: 0)
          guard
            let check = ProvenExercise.named("VisitCounter")?.checks(against: "solution")?
              .first(where: { $0.name.hasPrefix("Two threads") })
          else { exit(EXIT_FAILURE) }
          let failure = CheckProgram.failure(of: check) ?? "passed"
          print(failure)
          exit(failure.hasPrefix(UndecidedCheck.label) ? EXIT_SUCCESS : EXIT_FAILURE)
        }
      }
    }
  #endif
}
