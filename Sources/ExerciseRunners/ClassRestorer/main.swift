import ClassRestorerStarter
import ExerciseChecks

CheckProgram.main(RestoreClassChecks.all(ClassRestorer.self))
