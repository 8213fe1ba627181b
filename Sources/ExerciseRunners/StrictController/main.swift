import ExerciseChecks
import StrictControllerStarter

CheckProgram.main(StrictObserveChecks.all(StrictController.self))
