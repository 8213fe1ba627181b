import DistinctChangesStarter
import ExerciseChecks
import ExerciseSolutions

CheckProgram.main(
  DistinctChangesChecks.all(DistinctChangesStarter.DistinctChanges.self),
  story: DistinctChangesTrace.story,
  yours: DistinctChangesStarter.DistinctChanges.self,
  solution: ExerciseSolutions.DistinctChanges.self)
