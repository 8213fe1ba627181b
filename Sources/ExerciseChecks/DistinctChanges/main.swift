import DistinctChangesStarter
import ExerciseChecks

CheckProgram.main(DistinctChangesChecks.all(DistinctChanges.self))
