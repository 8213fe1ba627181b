import ExerciseChecks
import DistinctChangesStarter

CheckProgram.main(DistinctChangesChecks.all(DistinctChanges.self))
