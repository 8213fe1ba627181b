import ClassRestorerStarter
import ExerciseChecks

CheckProgram.main(ClassRestorerChecks.all(ClassRestorer.self))
