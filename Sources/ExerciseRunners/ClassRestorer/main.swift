import ExerciseChecks
import ClassRestorerStarter

CheckProgram.main(RestoreClassChecks.all(ClassRestorer.self))
