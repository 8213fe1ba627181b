import ExerciseChecks
import ShoutingSubclassStarter

CheckProgram.main(ShoutingSubclassChecks.all(ShoutingSubclass.self))
